{
  "algorithm": "ed25519",
  "content_sha256": "d4e74645dbcb5127e34849c4216efbcb4df1c354cd24a8d379060eb256f188d1",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "db0cdec1e59b11574c18f7401507f40c8d58b01981d0bf71e177bb32e969abcc",
  "schema": "gridshift.signature/1",
  "signature": "0b6e6ed298e03e07a8ab85bb0a5500a7036af0d24b529791bab3e3bba2f90859e3304412e8e50b9bf82fff3c55eae85865876da9b19c21143c4b437db284410d"
}
