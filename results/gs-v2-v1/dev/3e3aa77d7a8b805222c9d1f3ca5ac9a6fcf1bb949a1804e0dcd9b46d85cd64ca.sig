{
  "algorithm": "ed25519",
  "content_sha256": "bee372316fa8278e155881b2d676948ff7a5d32d839e8843cd066fbfb8380219",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3e3aa77d7a8b805222c9d1f3ca5ac9a6fcf1bb949a1804e0dcd9b46d85cd64ca",
  "schema": "gridshift.signature/1",
  "signature": "350c2dc42a529e00070a10419c88b5c677bbb8ecaf8c5780273ee1616263a2d2949e1bd3019220d093313eb86bd24c42443245441eeae37252e89ab30e9fba02"
}
