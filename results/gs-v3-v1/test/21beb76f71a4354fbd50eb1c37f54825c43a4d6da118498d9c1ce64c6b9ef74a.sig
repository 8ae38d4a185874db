{
  "algorithm": "ed25519",
  "content_sha256": "c49d327c2d44753886dc5f35be4d67aed9ed371b7ce512beae591135e0ccb199",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "21beb76f71a4354fbd50eb1c37f54825c43a4d6da118498d9c1ce64c6b9ef74a",
  "schema": "gridshift.signature/1",
  "signature": "7e162af18447e545a4cc39edf2409bfb39db7d12af12d1ebe3283fcf06429b0dddb1a72d5aa89c1d356097060028334e366a2a1fc59bb307db845a6b5c5e7d06"
}
