{
  "algorithm": "ed25519",
  "content_sha256": "5ee1d8c4ada1a0906499a432286319aeaeba08be54fd29f996b8c2ff2a240322",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "193e47eab6d294199a5aa8dc8a5c99405a1567a5e65b18ecc340e150f5006b0c",
  "schema": "gridshift.signature/1",
  "signature": "978b8c638e5b7b5b5def1e13762ef74d53d3bbd7d4d07bdabddebcbe1b43eb0e485b063d992da9be7947e8538240e3ac2429c9763ad75c14e2ec8646a60ea709"
}
