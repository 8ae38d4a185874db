{
  "algorithm": "ed25519",
  "content_sha256": "40ee0566370d98b082df735ef1828bd71c415a63df73b7a24658d76cb4c56ef6",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "079d3f00086cbb227edf5351497f29b7115be8377b3ca68f4301c08bbc4ec60e",
  "schema": "gridshift.signature/1",
  "signature": "b92c4392becaa4320030f6bdb9dd39e1738913873a9f3c24af38a95d594d8f185f8559659eb7eb225cdae738c270eec4e1c2608f24abd66cf8261ab0f04a0a02"
}
