{
  "algorithm": "ed25519",
  "content_sha256": "3b257e1f9ed97ed77f2db2b7adb6b013364dada4d45e7b86a89ae1dfaf313c5e",
  "key_id": "8c1cb89b2586c5ba",
  "public_key": "9fdb79352a82375fce215ebcdb832fc1bb46851da7f5dee2802426e4f9174caf",
  "record_key": "a7299086d8a79172f59d15145fe8cffb775f660e95f5ba1759a1635b64913208",
  "schema": "gridshift.signature/1",
  "signature": "6e532ecdb382308962b36aaa0a59bbc20b1f6c74ec2f2762f8b1d3610e482a30fe1b705e4c1ac1cbdcac65e5253514b9b3b4137a451d12fa6c01774239595806"
}
