{
  "algorithm": "ed25519",
  "content_sha256": "177019a4817a9fd41973727ffa8112c40369a0c800394d61d1c0a63c24d6b10d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "71801131b55a26ecf1bef94da1732791797117d1846e8971a9f12ffcaee3b6dd",
  "schema": "gridshift.signature/1",
  "signature": "544b2fdd286744c819865eb0eac9ffb0c48012dd1de2d51a5a1e0484875dfa8681852e5023e618701f0fdebe88b2ba174472b0daa4fe99c92d72e6abc0951205"
}
