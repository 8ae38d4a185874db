{
  "algorithm": "ed25519",
  "content_sha256": "f6eea797bb82222213e21d53ccbca8cd55c200f594b81fe61ede7787ccbb9f51",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4560c7b1647ed71e48eb5b0ae70f178a2abc8231754d714cea16b66a520c77e8",
  "schema": "gridshift.signature/1",
  "signature": "c29ed1591594901683e6e04e8ccf0eb79edf2c215b754c0a77c7b08d1f31136914a60edb099bb0784d90da09a8e8bc0aba30991d09d1b25f556f5c95ddb38a07"
}
