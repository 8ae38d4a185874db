{
  "algorithm": "ed25519",
  "content_sha256": "86d4cf04371a31c3330324e9662619496144ff69a0e0d955d0202157e9e153ab",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "5ebab9e12217014db597aae81398ffd96fd11cd0db51d3cadb1e1278c12b0aea",
  "schema": "gridshift.signature/1",
  "signature": "75ee20324cdfaa051c60ead60e7d3225142cd0d5baa3dab37073c5b7bf45e4235effa8409cef1624443c718943f4967e002a87248fb8558f173a6cfe80e2be06"
}
