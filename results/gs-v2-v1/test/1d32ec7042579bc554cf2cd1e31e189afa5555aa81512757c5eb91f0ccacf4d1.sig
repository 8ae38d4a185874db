{
  "algorithm": "ed25519",
  "content_sha256": "97c6932925b80f35ef5cd3cc01e9d01f9482215cfe0a0c47365283fadc81256f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1d32ec7042579bc554cf2cd1e31e189afa5555aa81512757c5eb91f0ccacf4d1",
  "schema": "gridshift.signature/1",
  "signature": "10acf33095c7287fab569a98c37bef8109aa017683d1a3b0e2564dc2019fff32d04f4c8212f5ec8261a3e8a3e7e8fefafbce4935e1f8d51baaff0d1fab39ad01"
}
