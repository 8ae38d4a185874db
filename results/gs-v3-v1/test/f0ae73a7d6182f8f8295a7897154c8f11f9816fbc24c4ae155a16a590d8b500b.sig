{
  "algorithm": "ed25519",
  "content_sha256": "d2237357c4508f6bf6a38f65bce7e25a4ee53eee651af3f1ceef98676db8e28e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f0ae73a7d6182f8f8295a7897154c8f11f9816fbc24c4ae155a16a590d8b500b",
  "schema": "gridshift.signature/1",
  "signature": "cd3edddfda3834b3db94c4a13ce55290a5294e154d5b651ed6eff64cea9416183327f240865ec12de138b1f95dc427413c30b640be999f312aaa64d5f4f4300e"
}
