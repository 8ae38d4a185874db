{
  "algorithm": "ed25519",
  "content_sha256": "9d8d40d0d67936a7d35fe019f93e32ab594050898d2a598118486272e0a153b8",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "cb468b3fae2b3e3db5c203252b61dff875c6e0fbbdb9a32e781bdd63ed14d811",
  "schema": "gridshift.signature/1",
  "signature": "69edbfb8a23f9b9a62ccbb4c4eb099dca31f9f41694c1706fb94002821844cd9084ed67aa228c106f236af9de302e34c67ee49be7b01138920758bd92b03090f"
}
