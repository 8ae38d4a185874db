{
  "algorithm": "ed25519",
  "content_sha256": "aa51d6cc31f9150c4845c81c1d03b0b86f46a161050b211fb2aff7c92d59dd49",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "605867d0c735e16b53ae0dffba7fd1d85fa71c334a579cdbfb6dfa85f5e6a752",
  "schema": "gridshift.signature/1",
  "signature": "71ea05d9878012e8ed108ee916064ea6528795957d43dca9ad25109274a8c3667e6e2b7404c6678f057fa2672e5bac6c4a568109bfdf76c92db3453eb08e110c"
}
