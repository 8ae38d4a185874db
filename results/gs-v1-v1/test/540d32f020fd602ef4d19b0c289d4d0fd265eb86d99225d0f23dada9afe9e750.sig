{
  "algorithm": "ed25519",
  "content_sha256": "4b2c965d51ba351e39418a1820a3991b553a472dd4bd136485d9c8023b103cdd",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "540d32f020fd602ef4d19b0c289d4d0fd265eb86d99225d0f23dada9afe9e750",
  "schema": "gridshift.signature/1",
  "signature": "dd3f87fc962cae8cf65fdd079651f2628220097c4b5e2da8aef959b02523ad9506cac4410870e4b53e45d0738e0b24ac8d179812cf999ba4e93c3bafcbe96801"
}
