{
  "algorithm": "ed25519",
  "content_sha256": "376151a70b0954e090a94dbc7a06fedd045f70e322092f347d7faf8a8dafa98e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7f9f3f8d288795bb291f13bd9c7bd1a7b6af901f2b9f89465bbf900435f64c45",
  "schema": "gridshift.signature/1",
  "signature": "8842cce7f3d61af438e737f4f0ae082dcd27d8d7701848fe2d61f91ea193fa1ce2c11767a50f43a622dc66797a1e58d00e22cd186e9516451bba1d914a52900c"
}
