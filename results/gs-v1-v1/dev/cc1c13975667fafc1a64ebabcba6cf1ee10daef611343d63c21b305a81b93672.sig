{
  "algorithm": "ed25519",
  "content_sha256": "13d7d3b7c001c93cd371586d72176f4a930ae0e61aa83896ffcde1cc5df20180",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "cc1c13975667fafc1a64ebabcba6cf1ee10daef611343d63c21b305a81b93672",
  "schema": "gridshift.signature/1",
  "signature": "d99bf3200c954d502ff824b6ee8c496dad7a39f6b0ee1412acad90818e57e26e08751f5ae6e72dda2d718c04a110e23a7ad37f5a422fe4785e195cebcf5bb303"
}
