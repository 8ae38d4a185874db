{
  "algorithm": "ed25519",
  "content_sha256": "0a8d564a331062256aadc5fc7f2f5de343374c0fd55219616b2b7fed76a1ee7d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "2c3f1bdf94c79f0353da07154fe7d1d71f5324ebecc84e6671fe1ecfcd186382",
  "schema": "gridshift.signature/1",
  "signature": "1f71793d9416fc02ed9ca7e23ba8c5085f7eaf0c7e410fee9142d7516a047c65f34dd5be2aee13fbe32391e05f0f5c5ca43a6dc8d079b4b34d3d094447181201"
}
