{
  "algorithm": "ed25519",
  "content_sha256": "0a93f8ff04ad863dc979a4b90799528db67835f959b8ec1e6ef6419d7b5e6ff3",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "34b2169eea614ef47c17923867a508b81cfa420bf1c5afe1b9b7206a527983dc",
  "schema": "gridshift.signature/1",
  "signature": "d2a660667744fc809469a9913ffbb4b54c30515bccf83a09537a9e36489ffb7d0d201618154ae5dd492a8220cf9524328bba0d56c7e8e44b594ec466902a580e"
}
