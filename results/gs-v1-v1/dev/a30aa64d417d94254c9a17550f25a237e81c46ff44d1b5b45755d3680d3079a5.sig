{
  "algorithm": "ed25519",
  "content_sha256": "aa51063c9f91ecf0f61e65507229344f18994b43b83d64636c0aea325efc3fa7",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a30aa64d417d94254c9a17550f25a237e81c46ff44d1b5b45755d3680d3079a5",
  "schema": "gridshift.signature/1",
  "signature": "331f4efe1bbda9a27ce7354e246e0240d397f4a536086e2b5ff958e96bbacbba8e2efdb7f6a6c525fd75245d901a3d70c993c447cdb42e0d6a30a808b0684d03"
}
