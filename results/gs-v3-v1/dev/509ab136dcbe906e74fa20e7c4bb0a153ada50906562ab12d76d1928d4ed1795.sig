{
  "algorithm": "ed25519",
  "content_sha256": "9e98716eeb12149da782175217437d3b05d02f3978a02909cc16b888c4363e0e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "509ab136dcbe906e74fa20e7c4bb0a153ada50906562ab12d76d1928d4ed1795",
  "schema": "gridshift.signature/1",
  "signature": "8261892b2a8f1124c6ce604f29b8ff67fbb359c733fa5d3c294118d5ad04117485bf9643bf9a8f9d12177cdefa89d41e54aec7d90e13f3c53c1aee423dcb390f"
}
