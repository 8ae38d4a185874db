{
  "algorithm": "ed25519",
  "content_sha256": "f424181ebe56e10a8d188e84495866a04af272d7e12cd1bc4404363e940edb68",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "faf3331e21762b8a750ac916e8a7f9c4ff583f4e8487dda21bad0dcf5dfbc5f7",
  "schema": "gridshift.signature/1",
  "signature": "fa3e9c1bc4d927fdd939f77368b440f97216222bf75188946cbe9958cb49d3326d7eeffd1b612f0bf4d5efa8349b9443814296ed64d402f754287d4fc66e7400"
}
