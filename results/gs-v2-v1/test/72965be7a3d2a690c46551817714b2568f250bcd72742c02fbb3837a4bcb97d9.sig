{
  "algorithm": "ed25519",
  "content_sha256": "b8499ffea597482e569d9f5144ecc7d365275053feb653ba1d7712a035abb56d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "72965be7a3d2a690c46551817714b2568f250bcd72742c02fbb3837a4bcb97d9",
  "schema": "gridshift.signature/1",
  "signature": "57becbfc5b85fe1f9a4f5b0c8f6ac88a8027d8b8817ad41339c4dc16e8fa75a8e28d98216d405b9a9aa19e63cb6e8488ce4db0a248bb2ed3bcb2aae50f93460a"
}
