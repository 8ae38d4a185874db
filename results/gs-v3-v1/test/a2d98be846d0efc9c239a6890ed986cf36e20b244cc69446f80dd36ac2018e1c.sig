{
  "algorithm": "ed25519",
  "content_sha256": "aa9cf49bc792e3b0af42df4e614cad382382025cf6901218b9c969ceca2d314f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a2d98be846d0efc9c239a6890ed986cf36e20b244cc69446f80dd36ac2018e1c",
  "schema": "gridshift.signature/1",
  "signature": "63b7e53cdfa4eca379de4e173abecb1f5554360b060aad7e12700b7c4471434ec3262ed83fc86f5bdf5ec2c0da32ae1fc32c8ea31a56e229e333d690057f6402"
}
