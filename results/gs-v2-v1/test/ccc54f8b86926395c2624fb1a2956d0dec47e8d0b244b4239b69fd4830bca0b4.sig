{
  "algorithm": "ed25519",
  "content_sha256": "f0f19aeabeaacd5b7b96fcc48df0d65bbe7eea9447121c8f9605a8773407c503",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ccc54f8b86926395c2624fb1a2956d0dec47e8d0b244b4239b69fd4830bca0b4",
  "schema": "gridshift.signature/1",
  "signature": "ff5de8240180336ab435650960124ad03f9f9d7e8d41d3a0bbf0e656f7cda17b9016e0d085a76538e78ab4692b4cf370b24bae3914ac2dc3b1c43cd1539da505"
}
