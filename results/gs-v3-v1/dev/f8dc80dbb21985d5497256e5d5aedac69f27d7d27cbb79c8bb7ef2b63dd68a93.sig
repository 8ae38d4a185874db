{
  "algorithm": "ed25519",
  "content_sha256": "e095044dbb9197d0fa726b003e3dce08ac9d5235f3d518f82bf955bd9c73c184",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f8dc80dbb21985d5497256e5d5aedac69f27d7d27cbb79c8bb7ef2b63dd68a93",
  "schema": "gridshift.signature/1",
  "signature": "4ed86f820179287105ddee8e01c4d67ff2ee7ab17526f74679aa25f4ecc9289f781148bbcb9fe731cd6e4fd1c9ea3ede7c254317d83dce177a5021a6d358d104"
}
