{
  "algorithm": "ed25519",
  "content_sha256": "1fa69b7cdb004888a02c167f9af7729d8bf5563c91f71da765f678e1cfe8ca75",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8dfb0160c6cdad3e533271d0bd649bd5930f4b7d597174f97116f606dd5a3afc",
  "schema": "gridshift.signature/1",
  "signature": "c80401c88c8423f6fda45803e07e5e407135cac695b33625d06e78557c819d82de82c8f9284392108abacf9dfae469587e0e7b44bb235e51ecb79361826ef208"
}
