{
  "algorithm": "ed25519",
  "content_sha256": "f7a293a4288adba58fc77ae6ad8b69cf7dbdebc79bf0c78746a02dd1e4c6cfbe",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "2b753572044b19e7ab4dc70231ff4c04997668d8b50181512e2a857bbc6bfac1",
  "schema": "gridshift.signature/1",
  "signature": "574162da660d0f2a76aa3695022b8349ede9550537d7ba50aa7647212087134298bf4d8b67dae1caebdbace2e1a6ed4c102f391eefd1764f365efa5d10fb5e06"
}
