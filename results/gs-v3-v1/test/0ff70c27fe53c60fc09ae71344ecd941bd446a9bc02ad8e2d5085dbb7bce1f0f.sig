{
  "algorithm": "ed25519",
  "content_sha256": "ada78667db1eb25762d14551ee6c9687a86dd81fc7560ba0cedc33df49c45cda",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0ff70c27fe53c60fc09ae71344ecd941bd446a9bc02ad8e2d5085dbb7bce1f0f",
  "schema": "gridshift.signature/1",
  "signature": "1cbafeb17a14c2b46197a70642878c0df924e792ea4b0e7a70f8dc92a5fafc2ed2186c72ad9c0fcf1195478004b70435007a7d1c35708cba68ac3419c1e2930d"
}
