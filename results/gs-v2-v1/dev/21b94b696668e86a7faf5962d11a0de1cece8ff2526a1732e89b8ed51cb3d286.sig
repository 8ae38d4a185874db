{
  "algorithm": "ed25519",
  "content_sha256": "7047c55fa1a8d27a1f859db0558a3741c62f9d17999c779aec57ab2648469f6b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "21b94b696668e86a7faf5962d11a0de1cece8ff2526a1732e89b8ed51cb3d286",
  "schema": "gridshift.signature/1",
  "signature": "6c9393e0e8d728109f234cc008032612b0f72f831acc867113b57899e87aa3acf8ba29e60641ffad946c484f5a634d48edaed4eba725a7bca2a3616ae8a31e01"
}
