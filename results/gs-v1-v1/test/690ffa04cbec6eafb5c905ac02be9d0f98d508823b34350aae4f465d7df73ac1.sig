{
  "algorithm": "ed25519",
  "content_sha256": "4021a130e2aa7b49359ce281f4d5fafd4a7e672bd515e8727b9bca1cccca6fa5",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "690ffa04cbec6eafb5c905ac02be9d0f98d508823b34350aae4f465d7df73ac1",
  "schema": "gridshift.signature/1",
  "signature": "7aefd9670a286e03e2aff1ab5adcb4416d96ee133f717a5d9185e2b81f9d85b87c4fbfdf54c406d106880ad05c4f072f43673fb26bee4a718a99734705e32b0f"
}
