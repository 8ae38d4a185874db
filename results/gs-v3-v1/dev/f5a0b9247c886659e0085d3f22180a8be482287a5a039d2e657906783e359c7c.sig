{
  "algorithm": "ed25519",
  "content_sha256": "c1b966494effa559f201636a0a5823c3ae1ebb26d2a2b8a120f51cdfae446755",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f5a0b9247c886659e0085d3f22180a8be482287a5a039d2e657906783e359c7c",
  "schema": "gridshift.signature/1",
  "signature": "a722260ce2385a4533b240d02e0c229dbe5f0d82fa3ceee22778b7ce0c56dec4901ea36e899f6e551bd78b446faa2333466f75ef6ff5ad5d85381bc929df8e00"
}
