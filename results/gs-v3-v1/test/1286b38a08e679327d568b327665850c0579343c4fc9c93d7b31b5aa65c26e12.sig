{
  "algorithm": "ed25519",
  "content_sha256": "d0d6bd7d4f57e9be0aa685f8d668ffbac72906a771bcc73727df3d399ca1c9f4",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1286b38a08e679327d568b327665850c0579343c4fc9c93d7b31b5aa65c26e12",
  "schema": "gridshift.signature/1",
  "signature": "8809cd56a8cbc6b520b8075acbc681a03c666855c5dad79dada455c398ed04c1100c2f1a58d53b01fb6e64fcb139d62264bd4db3af06a473de2de683212f410f"
}
