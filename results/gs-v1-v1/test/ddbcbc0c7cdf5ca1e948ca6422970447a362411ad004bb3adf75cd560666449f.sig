{
  "algorithm": "ed25519",
  "content_sha256": "72b96ead63fcc489bbd7774c444349938eb9d0f08a72ddfb7c937d900a4c0d90",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ddbcbc0c7cdf5ca1e948ca6422970447a362411ad004bb3adf75cd560666449f",
  "schema": "gridshift.signature/1",
  "signature": "b6a514121eff36211f69c4d79eeaa653d3d9a808b039e110ea8bc9de3da481af9bdf78efedd1b3305139ffed1e9669870eb17bc21478dbcea3085c6b6a061607"
}
