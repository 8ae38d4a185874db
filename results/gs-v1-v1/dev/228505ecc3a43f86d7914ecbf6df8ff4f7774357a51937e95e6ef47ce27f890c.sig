{
  "algorithm": "ed25519",
  "content_sha256": "6cbba848d6bd7a06b726209daac60fc5d458467d728f55148a72eb1747ba36b3",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "228505ecc3a43f86d7914ecbf6df8ff4f7774357a51937e95e6ef47ce27f890c",
  "schema": "gridshift.signature/1",
  "signature": "4d34c34e7f400509d41774e0af0787a62df4d963f6861008f208ec81d2a89c1a98bb363aae9979b30ca9ef7c676350e74057709c67afaca1a9d2b3b09d6c0e0c"
}
