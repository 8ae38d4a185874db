{
  "algorithm": "ed25519",
  "content_sha256": "da4e0ceda9a91f3f55690fd8104b1d96c5b29a09e0416afe203fa30259b904cd",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8be9620dbb8b27e454bcf62b313df82003544d5828997047b99a9d2c4ccd5541",
  "schema": "gridshift.signature/1",
  "signature": "d8edf2c4cb3968c42de7faa10fb1af66c7faa93c5ce2f195c1b9f9080358ca1402d363811cbd19e88b595dd2c6d6f840c765a569ea517d2af82f5aef48dccd0c"
}
