{
  "algorithm": "ed25519",
  "content_sha256": "bc6ed9941c6bc4e99d2f2d56cd3ed804d0d0a17878306e58785352766eb00e17",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "834e5035e7a60e2e5f5891a7c574560edbd3cb09a3fee8ca49b6e23bc99edbfe",
  "schema": "gridshift.signature/1",
  "signature": "4e1d529057bebdc7dd34404114e04e2d92e2fe349ffec41173949344ee8fd2b9878756358d2fd63068fc993ac2d42a63d858f1983403e8937cd29ea61b97dc05"
}
