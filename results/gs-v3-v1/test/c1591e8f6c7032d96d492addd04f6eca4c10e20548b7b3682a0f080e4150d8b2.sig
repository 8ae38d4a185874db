{
  "algorithm": "ed25519",
  "content_sha256": "907ab42d0c71e95a2a8ddad8619f0eaaa09b1e6039650b940fa97e7673213ab2",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c1591e8f6c7032d96d492addd04f6eca4c10e20548b7b3682a0f080e4150d8b2",
  "schema": "gridshift.signature/1",
  "signature": "d6e3e2872a490d7a7aa2a09a3a3813bd7eeaf15de4413fcc5be5bdbc508a56d19d18ad6a32a4d8d69d657a54847c43e0e552c827da235003315749d1bf62de0d"
}
