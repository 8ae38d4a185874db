{
  "algorithm": "ed25519",
  "content_sha256": "77fe1c982e3366dcdc4855c183c0f05053528b6d86fc254b9cb2b8d96915229a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "10a1aaa25f58c53bb2b5560ad1952d83187e0f9f56ef3589581dd54cb9c1bfc3",
  "schema": "gridshift.signature/1",
  "signature": "40379939982616e6ba741eb83b7c5ed2e53b3b51a7a32d0eef86d2a43bffef047e1d76f4e2292a2a5086af50a5003340398ce048d3357e8e2f9b01a117ce4101"
}
