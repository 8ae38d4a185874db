{
  "algorithm": "ed25519",
  "content_sha256": "48885d2fa9a1be609dd22d312f972bccf524e1caf0d498152996d669e043bc23",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "786e0f9814de22eeb493ffa2e6517c1fd4934c3d7120402f264cdcf3e190ee58",
  "schema": "gridshift.signature/1",
  "signature": "d9fc10cc60cee130bf3255f815c82ee2981d5a7e49b84682ea6e05871dbd6a6685e205de42208adc07aa83d88ec66034688f552804fe0c43225c9a424b73bd01"
}
