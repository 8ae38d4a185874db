{
  "algorithm": "ed25519",
  "content_sha256": "876dc7e7c0103b53e0e633f7cec867e64f8a9a10cb10c6d298674d4bba4be914",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "70f5945d613d83649d92a630ff74490a30359076695956b07fcc8fa1d7bc9ba3",
  "schema": "gridshift.signature/1",
  "signature": "77e34dcb46d5dd0d0b64aedc1ab437533d14ce061029d8ed71ea80cb6f3ed0ab416457e1d3827506fee3c89e832853e7caf3d8f3de5946efd6db62ccf9934f0f"
}
