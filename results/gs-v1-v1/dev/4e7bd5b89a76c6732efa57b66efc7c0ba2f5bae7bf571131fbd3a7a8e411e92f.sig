{
  "algorithm": "ed25519",
  "content_sha256": "c1b3b670d88a32c758b2cfec8c27d2bf406fcae0ab1387bed1dba28b3a1fe978",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4e7bd5b89a76c6732efa57b66efc7c0ba2f5bae7bf571131fbd3a7a8e411e92f",
  "schema": "gridshift.signature/1",
  "signature": "58392d76cd87ffd35ea859f2c83a500b5a1d4318121f9a3b0b634af8fbacca1b702c0f4674c8b753ed9bb4b915d65f28cc70b6413f794be5b6bbbbf971d38b07"
}
