{
  "algorithm": "ed25519",
  "content_sha256": "98115fbf50b4da043cf31ff4d2927ac19c3c8fd296ea17bfb18519423b121aa0",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f9e9d47b7a54ed39c9b8f974b48b9ef60f318782e2ad0cf3eda097491d748eb8",
  "schema": "gridshift.signature/1",
  "signature": "ba13d34e9f5b4cf412886e3c0cad4f6397b68195e6ae03661bab1ddc7db3bf7e133676f60d98f31cf05b775490931c5515b661bfba8c4177679431d752aec207"
}
