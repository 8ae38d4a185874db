{
  "algorithm": "ed25519",
  "content_sha256": "09b441b331119f228fa044508ce5286053db354efae2b36f908143538acbd668",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "caf042c5c4c77cb837c0ffb1702d7b8e830afd5edf60a876f48a6a205bd9a3ac",
  "schema": "gridshift.signature/1",
  "signature": "542e8929dca91347df8d5cd8c9e72a4e700647e96940a78c1658caa73eea91c69544829011ff2b38f2e41fa7b446c8b9b1eb8a5824e23b3c9a3b71a6a4ef7205"
}
