{
  "algorithm": "ed25519",
  "content_sha256": "d9074c1388c18a8f93f227fa29201795ed7999ce5f167def889ac823c9d064ad",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "385a7faca75f3b40131851c540ec89dc9062a66ee35f17426ead3d6c182007b1",
  "schema": "gridshift.signature/1",
  "signature": "368977fb9fd016ff91e8a8819b1d3e67d92519f5fd95d9ac2c28567de9797262100b9753a9996ba2aff180ebf99ea842bebe653c85c0d240b46840f24fd3a805"
}
