{
  "algorithm": "ed25519",
  "content_sha256": "c1352f91f9623afa3f4c922941f764d59b2cdfd4d81ddce431d1da428d355462",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "11e8bc55d06bdda8eb41edd152449c9cfd478a2b915c0b9a8eb34e8b453d8e65",
  "schema": "gridshift.signature/1",
  "signature": "1b13a37da26ec7327d3a09fdb7ec23e3eaaee49267b99c63a7c4588b0e1617202c6885a4e551cff18d41ce7921314bb3d4530d9871e4f76df07776179c715105"
}
