{
  "algorithm": "ed25519",
  "content_sha256": "665175653bfa3b74ba790158e95021ab75be373dc632d21e730b926e2b69167f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c1b26d5cd344d2992c3444b8ee22885662b0eccf14988f0fd38706cd0cf25100",
  "schema": "gridshift.signature/1",
  "signature": "bb381de976221cc794bbb2a911bbac01cf1e710a0d2c575076147b6d8269af97ea5f8af66a6846c6f7242f903061ba20ebfb0394b9d7aba1ead49525f069770c"
}
