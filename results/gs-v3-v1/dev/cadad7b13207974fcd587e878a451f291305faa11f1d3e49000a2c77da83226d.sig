{
  "algorithm": "ed25519",
  "content_sha256": "da2608e03d3ba955cb98fa6e20cb4cb0b9f2bac4602539c7ab0ab84e7161cf08",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "cadad7b13207974fcd587e878a451f291305faa11f1d3e49000a2c77da83226d",
  "schema": "gridshift.signature/1",
  "signature": "7d44d5df8601efdee0d763d221ebfbc4415bac1bc12f3d0168f287d15e2355bff1963f30181b04e440d149245592bb0c37b2c5a2237942f31c1222dfe30db406"
}
