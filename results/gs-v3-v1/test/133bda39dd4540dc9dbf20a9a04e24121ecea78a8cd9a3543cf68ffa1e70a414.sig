{
  "algorithm": "ed25519",
  "content_sha256": "ccc936394b5d526bbe126693760fa20b6fdceda6f3245f911298bde18121df93",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "133bda39dd4540dc9dbf20a9a04e24121ecea78a8cd9a3543cf68ffa1e70a414",
  "schema": "gridshift.signature/1",
  "signature": "3277c2479e32677cbd9d3718f26e63a0453aaa5fd6be60f169892dafc33034bc0feecb972d4c6b61ae08b4b511f89356610ca54592213f8edc240884a7a42606"
}
