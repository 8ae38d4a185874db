{
  "algorithm": "ed25519",
  "content_sha256": "f303316c24a7a7404a2ce352cc4fb3d3766a4851810e60a9e129fb932dde3f6d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a46ced6345d75bf37f699f1d1adaeb58717bc389d36b9f347ff1e2f1d925695d",
  "schema": "gridshift.signature/1",
  "signature": "3c12945957619fcbc0ee58db9268d8b817b650173c81d760a5d41d2933c78975bb8b88e00644f5bdeb8ba62bff33e3497c4754b1f1b4dce88adbe60e070a290a"
}
