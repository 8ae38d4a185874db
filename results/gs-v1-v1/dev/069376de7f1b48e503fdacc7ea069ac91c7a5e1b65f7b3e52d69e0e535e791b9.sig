{
  "algorithm": "ed25519",
  "content_sha256": "8c4ba4d8c0c57fedbc92abee01e564cdc79020a8d786715fb3f533416f175c48",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "069376de7f1b48e503fdacc7ea069ac91c7a5e1b65f7b3e52d69e0e535e791b9",
  "schema": "gridshift.signature/1",
  "signature": "a1493b2f21a89f386cbacf5a560876e0c0d7248d6521a2cbf0251c468aedc49de00bbe4307a22ee594abfa7d03aff22fad125818b75d859e7567ccebb038b608"
}
