{
  "algorithm": "ed25519",
  "content_sha256": "0c7b43ab89329a50cd7e6cc7f5491d5e1b9a9ad39fd485aa6113ce4d8845b069",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4afbe204599611468210945f0ccba6e03797555c2e04117babdac53a9e8e88a5",
  "schema": "gridshift.signature/1",
  "signature": "bda7e2301373e33260c930d9766383738642695bb34c3cb48215cb57f83ff9444cfa1e80eceb0fd0a8718fbe8a41c644c5f3dbf3d83fede703a764cd2fb7c706"
}
