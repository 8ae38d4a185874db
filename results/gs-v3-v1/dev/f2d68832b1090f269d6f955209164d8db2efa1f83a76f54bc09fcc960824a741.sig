{
  "algorithm": "ed25519",
  "content_sha256": "54ddb559ca8086cafd415fc983759190df09b98ad496b32ed870e3e14a00116b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f2d68832b1090f269d6f955209164d8db2efa1f83a76f54bc09fcc960824a741",
  "schema": "gridshift.signature/1",
  "signature": "1aec223a3fb2aacf99ea33d79f83638fac7c29811205994095c6bb818c10527ea8f2b88882b986c835f3d3bf9a098952367b9aaf7e6c6715fae9dc45a34d0900"
}
