{
  "algorithm": "ed25519",
  "content_sha256": "15923dca3449789a9fce89786b523ff1886b804315a00c5366c72dfb8368bcc3",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "fca9f35f2e8f0cf4b2c57c1c62589a7753f31ec5ab48c444b02b843077fe4c36",
  "schema": "gridshift.signature/1",
  "signature": "14c3c7fcddf19468ee551f0bca5e3e22f2f5fc6d9c4b6dc5e3cc3dc6c0589682fd033ee84510a8960de5151964ddeb565283139eb0220b1fbef4b7e0fc0ec30e"
}
