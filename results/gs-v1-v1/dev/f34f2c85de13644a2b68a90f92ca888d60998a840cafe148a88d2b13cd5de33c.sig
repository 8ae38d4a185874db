{
  "algorithm": "ed25519",
  "content_sha256": "e50e0e4a670b62ca86ba021cdadfdb9b425f4e096dc5006b5f20b9d87ecd22df",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f34f2c85de13644a2b68a90f92ca888d60998a840cafe148a88d2b13cd5de33c",
  "schema": "gridshift.signature/1",
  "signature": "11ca435a5616a55c11a49e70564a50def467e5b5d2a3b8e4a5694a88971aa06056a0830e9131c46429bc1476e463847ab4bc4a319cb18542eb2227fca9f8c404"
}
