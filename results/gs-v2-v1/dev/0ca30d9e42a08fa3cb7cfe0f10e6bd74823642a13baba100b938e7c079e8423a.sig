{
  "algorithm": "ed25519",
  "content_sha256": "499c31a6424c45fbe3fd302b5c6a8e0b0ca403bcaf5db05f0fcdc90ce2a9be43",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0ca30d9e42a08fa3cb7cfe0f10e6bd74823642a13baba100b938e7c079e8423a",
  "schema": "gridshift.signature/1",
  "signature": "d0be3ca12e8298fbd9f1a635f8f15114856ce780943c63c39b0fda360af199ffc30862662d1284051d1a75590b647e539d5daa2dbd965ca4fe2b5ae9213e7408"
}
