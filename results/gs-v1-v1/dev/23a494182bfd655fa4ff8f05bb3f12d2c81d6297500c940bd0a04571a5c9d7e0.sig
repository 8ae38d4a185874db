{
  "algorithm": "ed25519",
  "content_sha256": "f6d8d2a6511652f78384746cf667e83d23994f63d9bf2bb4f9f6e859bf23c290",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "23a494182bfd655fa4ff8f05bb3f12d2c81d6297500c940bd0a04571a5c9d7e0",
  "schema": "gridshift.signature/1",
  "signature": "cbaffc04d02899f00c85ca4fd10faf88fb2ca4998183f887fe4758c55be0a98ea57ea07e480db910abde82e857c2e117d7e65b3aa03e620c8eecdf8f04312603"
}
