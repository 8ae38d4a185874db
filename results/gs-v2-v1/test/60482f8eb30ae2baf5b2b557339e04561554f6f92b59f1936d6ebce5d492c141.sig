{
  "algorithm": "ed25519",
  "content_sha256": "f57f89e6c52e2ab4ce36e9d9b556637e58c74fc8b4ca1c15bd68ed669c13e255",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "60482f8eb30ae2baf5b2b557339e04561554f6f92b59f1936d6ebce5d492c141",
  "schema": "gridshift.signature/1",
  "signature": "b43378117969fd60cd54d2fba0cfbf514078a7320960268f2a9efda0682ed789bb7b0e936d1212ffec000e0bf1f31274f11df0c9aa918ec64694e0934230cf07"
}
