{
  "algorithm": "ed25519",
  "content_sha256": "697c436a81b9fd11f291969756c4b1440f10a9c9f369884ca5e444a2e95322c5",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ac862a2e4b694a7c300f47fd4f9289705430d12d4f07cc1ae11e90d926850473",
  "schema": "gridshift.signature/1",
  "signature": "e4e27f69c3ea6f1c91ec6e513c6dbfe323cad734b35a75d9a571a3950706b55f41bf4b5f8d8acd3bedf551fff49c4b656b07bc9f87d9a75673114a3a978fa00b"
}
