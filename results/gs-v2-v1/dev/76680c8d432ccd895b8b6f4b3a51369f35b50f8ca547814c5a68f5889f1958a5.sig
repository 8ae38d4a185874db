{
  "algorithm": "ed25519",
  "content_sha256": "4b769b780ac6c8aafab4b8ded9a3a0228b8afff584b8a0aaf23982b15a740436",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "76680c8d432ccd895b8b6f4b3a51369f35b50f8ca547814c5a68f5889f1958a5",
  "schema": "gridshift.signature/1",
  "signature": "bc846343313f43b915de71dfc10878d273dcc933f01ffa5bf70f2f420fd6fc14369e23c12d842612d59980a541a65e14fa4e83cfc0ee741bfa94feb6b4f22f0b"
}
