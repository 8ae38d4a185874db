{
  "algorithm": "ed25519",
  "content_sha256": "3d0302e6f1e81e81658d38bb447db11baa9f3535944ec73245a3289abb007cc8",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "059b3425085a86fcaa33332481e2458f107dd06572a002a41b0c034834554197",
  "schema": "gridshift.signature/1",
  "signature": "5ebd68654c01c5ed5b67bed7dd043c96a29be7cc2f9f6b8012fc4564acc014df8bc2e9f5428f27f455f846689e5b147104c8463a9c98fdffbee478ccb69ede0a"
}
