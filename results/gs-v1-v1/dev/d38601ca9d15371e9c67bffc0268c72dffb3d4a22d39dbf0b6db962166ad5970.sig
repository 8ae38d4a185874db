{
  "algorithm": "ed25519",
  "content_sha256": "921c41f994f858ae7002bef17712c486bfe1161d0490f0b288aa39afc8848c83",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d38601ca9d15371e9c67bffc0268c72dffb3d4a22d39dbf0b6db962166ad5970",
  "schema": "gridshift.signature/1",
  "signature": "4840107aa175ccf89b17428a46a44c36a433eacd4b0f433c14ae6ab2d43ce4e02c64f6f6d2aee39e29cade779fd8ea5bb8cf1fa287017b8241e97a1d343f8804"
}
