{
  "algorithm": "ed25519",
  "content_sha256": "2c78224d08ec992b6af7e4418b09710501c0e69d7d1087bd048c063a488c83a6",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "30432791dd06b2db186d30e325d78a64ecd874e298fb4e8b7c78d2c4fe68fcfa",
  "schema": "gridshift.signature/1",
  "signature": "e7bbcf1c8ecbe20158d5a554a44cb46d0ab4c29a1ebd62abe49c3a2162a452acbafdbf3d86eedf6476a54d368a18e7c152631430d818a537026fb97a27db700d"
}
