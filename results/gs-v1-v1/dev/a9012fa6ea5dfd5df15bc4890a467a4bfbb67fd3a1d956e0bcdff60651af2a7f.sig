{
  "algorithm": "ed25519",
  "content_sha256": "b3abf340a234a36581fb3de0c96188444735fb9007a97d10ef0a09ffd4c20325",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a9012fa6ea5dfd5df15bc4890a467a4bfbb67fd3a1d956e0bcdff60651af2a7f",
  "schema": "gridshift.signature/1",
  "signature": "6d139d9399cc45089237e7d4ef99188bf9ef3ca886e79e306f651153ddc590f95e39123e16c11edd8751ae75a24e67d9523797cf774f30262d765ced77648006"
}
