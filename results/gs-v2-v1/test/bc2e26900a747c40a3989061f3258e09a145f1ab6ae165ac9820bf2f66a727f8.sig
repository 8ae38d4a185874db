{
  "algorithm": "ed25519",
  "content_sha256": "8103a2168dbce6b54081299e9709094f4f77fc0a88d3b22d24efce89a76a9d28",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "bc2e26900a747c40a3989061f3258e09a145f1ab6ae165ac9820bf2f66a727f8",
  "schema": "gridshift.signature/1",
  "signature": "dff8b07c98d22f794af8396d2fef4bca82253effd167cbd86f8547400c278279e9d2035c44e2da8c89d77851ce9d4ada18706dd7a1dc48d12e0f04efda706807"
}
