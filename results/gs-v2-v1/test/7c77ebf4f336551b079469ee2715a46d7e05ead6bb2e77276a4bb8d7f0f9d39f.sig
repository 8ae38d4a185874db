{
  "algorithm": "ed25519",
  "content_sha256": "2a13e0681ad27913df1a8d3edd3e749f5000c104afa03874a212c0eaa446e175",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7c77ebf4f336551b079469ee2715a46d7e05ead6bb2e77276a4bb8d7f0f9d39f",
  "schema": "gridshift.signature/1",
  "signature": "eb072cc68e51ddd697c175600b16c327a00ba7d2913a048c4ab2006566c812a7a9e9e59a84c526f183a61741b7446f2c8f02a4f7bfb6e78db4d1a46e8f188e02"
}
