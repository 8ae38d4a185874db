{
  "algorithm": "ed25519",
  "content_sha256": "5b0ae9cf648e061a3f85c871147d4a199ebb12e9176c9328b94ea58e87290297",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "82e806d47f1f887e15ec547ce76159b3a2955f00def4826a0d35e2baddf88e45",
  "schema": "gridshift.signature/1",
  "signature": "3248c0c41ee4c611fda0d1b3bb1bffb054bcdda6384a4427ee969a4e748edee6291244c254c599df49fecb1295fb9c9f2a61fa067c9b2fce684ac99b97e77d0f"
}
