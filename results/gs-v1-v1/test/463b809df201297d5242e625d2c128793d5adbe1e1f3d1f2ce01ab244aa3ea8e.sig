{
  "algorithm": "ed25519",
  "content_sha256": "33227a2db3e036f6c326fc9db731df2095babde56779299283210ceb4d3c2540",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "463b809df201297d5242e625d2c128793d5adbe1e1f3d1f2ce01ab244aa3ea8e",
  "schema": "gridshift.signature/1",
  "signature": "2fde3200527319c47b2ff7aa4de24e1a7cc0a73cef8a8442b05fc459f18f1038af8bc02364920d76a65d406a34ee585cbde4299e62ab81fdef679e3bbe2df005"
}
