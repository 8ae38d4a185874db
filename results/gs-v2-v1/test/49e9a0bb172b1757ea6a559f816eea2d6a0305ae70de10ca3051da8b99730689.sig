{
  "algorithm": "ed25519",
  "content_sha256": "e48fe533567ff3ccc9dab60aee800d414bc1aa11cf24f0608d3762340a796e1d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "49e9a0bb172b1757ea6a559f816eea2d6a0305ae70de10ca3051da8b99730689",
  "schema": "gridshift.signature/1",
  "signature": "1c51e409fd2d11c448fdc42c3b61595cbfc8f463000f6091170276686c3112514dfae8732ac678bf38b468d6c242127ac19d5144109c5d6ad1b764618e674a0f"
}
