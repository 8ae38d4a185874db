{
  "algorithm": "ed25519",
  "content_sha256": "e2ab3ceb25ac752b82ecc6f8f5ba1cf18ed4b63fc3297b1c5518749c4cfef82e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "bcb8782233117a8868c2401cf5782806e79488f4472d1e79345f0ee342dc816f",
  "schema": "gridshift.signature/1",
  "signature": "9feda6e35228f9ad89de4c6cd9f6923d138c05bc0ffe33411407261ab0d6aeb53ca930c606d7b23ef3c2c430e02e07bd4c2957084e1c6f03e03590ea242cb104"
}
