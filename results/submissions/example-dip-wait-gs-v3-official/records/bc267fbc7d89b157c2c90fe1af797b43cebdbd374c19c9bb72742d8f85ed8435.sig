{
  "algorithm": "ed25519",
  "content_sha256": "728462f797097b381305c5059e41ae16ded93c844a435c3c33c1ee7349510507",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "bc267fbc7d89b157c2c90fe1af797b43cebdbd374c19c9bb72742d8f85ed8435",
  "schema": "gridshift.signature/1",
  "signature": "589b605eb669c854c46c91d9976df42eee02cb2fbf384cf9f4c51978b0c4efcaf2c8d098c17b4a0295218072b8c4042864210fdc8ebc5e0f81e3cce0e3470d0c"
}
