{
  "algorithm": "ed25519",
  "content_sha256": "70da17dc42191002c4579fd313c5ccfdf7db5dd35a4e10726f5b4bb2fd282232",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6dce0dfc8d11347a3163f8af23e53934292382b8d0a831670d9b5de5d631c0a4",
  "schema": "gridshift.signature/1",
  "signature": "030b08abf6168dc9a91a8458d425a628dff14399bc8d05632c48c669c0c38a658bb800c9041b58ee6bece2b58ba7892f127bc4fac12b19feacc57aa6132b2809"
}
