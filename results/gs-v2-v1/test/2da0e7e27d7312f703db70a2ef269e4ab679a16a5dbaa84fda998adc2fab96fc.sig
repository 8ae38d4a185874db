{
  "algorithm": "ed25519",
  "content_sha256": "3a8422344a4d33950bed2412f157f6dacc92631c48c155bf3e3197a7d65a76f4",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "2da0e7e27d7312f703db70a2ef269e4ab679a16a5dbaa84fda998adc2fab96fc",
  "schema": "gridshift.signature/1",
  "signature": "d443ddde03b467e57dd7804ce8d1de4f4a61201e4cf44ee6c546d499869620d7819d1c01aa0fa3c8f895ec715be71b3aec313f5d9a420668b4b5554169f28a04"
}
