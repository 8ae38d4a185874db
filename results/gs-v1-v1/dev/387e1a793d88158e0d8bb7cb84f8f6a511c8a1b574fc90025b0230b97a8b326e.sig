{
  "algorithm": "ed25519",
  "content_sha256": "a8e46632d6f340384ae95717ae5bcd9b2ac905ab881a02b501b763f976bffed6",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "387e1a793d88158e0d8bb7cb84f8f6a511c8a1b574fc90025b0230b97a8b326e",
  "schema": "gridshift.signature/1",
  "signature": "8a5cdff0ee7daa3c6ab70624f49e5753c9d1e2522dc07649fc3535e7e02f522cec8a09a14573134d5888470537b7d81dba7aee2d035daabffba0dadab497ee0b"
}
