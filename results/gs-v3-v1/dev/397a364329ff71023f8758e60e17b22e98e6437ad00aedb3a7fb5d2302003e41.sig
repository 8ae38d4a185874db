{
  "algorithm": "ed25519",
  "content_sha256": "48b1d2d6b7d7f163e1d509ce5ff4987d702f978fad3e121cdfc7e3df25cd2dca",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "397a364329ff71023f8758e60e17b22e98e6437ad00aedb3a7fb5d2302003e41",
  "schema": "gridshift.signature/1",
  "signature": "0ccbabef065326d728257dcbe6e2b5a65cc9a7085dd294468f156d77bc84c79e844c3f53df172db5dd791f9d103830e2cad44506f0dfce6a5800f95d68a32e07"
}
