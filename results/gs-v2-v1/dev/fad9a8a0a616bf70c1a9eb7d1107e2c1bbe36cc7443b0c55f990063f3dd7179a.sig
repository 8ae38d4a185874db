{
  "algorithm": "ed25519",
  "content_sha256": "dc520b3bd855956ed5882152e306f7deeeb539d82e8a1a59ace21890aa34ecbc",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "fad9a8a0a616bf70c1a9eb7d1107e2c1bbe36cc7443b0c55f990063f3dd7179a",
  "schema": "gridshift.signature/1",
  "signature": "ddc34b5efd8cf0af3123b8d0601b46fac573d1de93daa913bc8215c1d493cad23c6ca1a329a5d7d00c938c3ad651ce322bb9147199f376177b1ee5022b331e02"
}
