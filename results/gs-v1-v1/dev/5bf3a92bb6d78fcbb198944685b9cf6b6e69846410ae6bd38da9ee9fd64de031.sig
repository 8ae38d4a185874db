{
  "algorithm": "ed25519",
  "content_sha256": "9a493d2b706b0c9976a3601263cb0afef3d49cd217dec3cd57f3007061d3eab8",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "5bf3a92bb6d78fcbb198944685b9cf6b6e69846410ae6bd38da9ee9fd64de031",
  "schema": "gridshift.signature/1",
  "signature": "be5368a67bc4516fa958889da241b1b1b0ad7cc712a722762afa39bf4df8614b4d33109465d1c941f33b52b5d79ca405889c2e9a3f471a7679729e55efc50b0f"
}
