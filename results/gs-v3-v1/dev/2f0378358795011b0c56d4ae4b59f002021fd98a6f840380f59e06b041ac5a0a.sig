{
  "algorithm": "ed25519",
  "content_sha256": "4728cebccf974c45e4407c78472822fd9111cf7d53be7e022ea9e55930166c89",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "2f0378358795011b0c56d4ae4b59f002021fd98a6f840380f59e06b041ac5a0a",
  "schema": "gridshift.signature/1",
  "signature": "5841ada0a7fbb11e3a7c750b9d156d3722663ce4b07d685c7c9d3c646ae6440be8bf3c01ce75b97862e7f16358a922fcef135e14f3067d8a16a1cdc0e18c480a"
}
