{
  "algorithm": "ed25519",
  "content_sha256": "9d09edb18a35949b0d11a2939933e9475bbef671e6a6f646d44d83b312820e02",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c9ea2c56b89c955fcc2a4c9b4e981e1d004a1c9bb34871799b936aa895b336e2",
  "schema": "gridshift.signature/1",
  "signature": "ccb03a0253d74dec0fef5bacd9f5b7034ff18d3246d326f0df1b6202c8828c43be4ccce361f665c50b2c7b819d1546ed520c95bcccb5b4f579241dac2e9b5f0f"
}
