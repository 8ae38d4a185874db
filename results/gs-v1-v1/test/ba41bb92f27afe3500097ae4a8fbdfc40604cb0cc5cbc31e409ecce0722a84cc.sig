{
  "algorithm": "ed25519",
  "content_sha256": "3f82c3ee04faa2bb6d996f672f18d86bf121d58b7f49884902d1f9d760457d98",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ba41bb92f27afe3500097ae4a8fbdfc40604cb0cc5cbc31e409ecce0722a84cc",
  "schema": "gridshift.signature/1",
  "signature": "2eabf39d4866dffc48ff59928a89fe5b9542f71e8f373bd5d9d3b3c5d5eaa375e08eede48d0d6a72367fa002f9ca0a0eaef6ce9b28d419cd6e0e49015c6cc00f"
}
