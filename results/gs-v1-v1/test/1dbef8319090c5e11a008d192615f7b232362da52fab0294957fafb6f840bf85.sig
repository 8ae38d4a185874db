{
  "algorithm": "ed25519",
  "content_sha256": "8578f5eb81f8210d3111cdf9c81cef528171857c17a84f44bd39c17c9bfb98a1",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1dbef8319090c5e11a008d192615f7b232362da52fab0294957fafb6f840bf85",
  "schema": "gridshift.signature/1",
  "signature": "f4d8c53b6f0d465968fa6364b0f457f060f32d492298d41f66333dbc5ed263b1ffdbd267b1be5b4776b7c6cc281da52c47704130c552eca9a810bab36542bc0e"
}
