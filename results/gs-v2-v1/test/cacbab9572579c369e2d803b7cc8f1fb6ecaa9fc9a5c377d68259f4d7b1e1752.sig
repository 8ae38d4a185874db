{
  "algorithm": "ed25519",
  "content_sha256": "ef06741f21977f20acfd3621c093625c6e0039f91425718411a07c1d65341b6e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "cacbab9572579c369e2d803b7cc8f1fb6ecaa9fc9a5c377d68259f4d7b1e1752",
  "schema": "gridshift.signature/1",
  "signature": "a3f6767ed9c4e26613dae708e694abfc1bf88a11c39bbf5825c356ddd898cebcb1dc746fe4ddb50c3294f28e2dd98f552ef5b0cbf5e385a0c05af7036ed4500d"
}
