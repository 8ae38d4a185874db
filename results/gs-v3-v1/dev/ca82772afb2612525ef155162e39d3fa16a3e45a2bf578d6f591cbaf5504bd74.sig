{
  "algorithm": "ed25519",
  "content_sha256": "781f3ecb3a110701961ff2fa1c1bc063b63f1ede76fbea17520f8785ab0cf3a9",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ca82772afb2612525ef155162e39d3fa16a3e45a2bf578d6f591cbaf5504bd74",
  "schema": "gridshift.signature/1",
  "signature": "976cd57a878deed49804d92c8aac1cf5e544d3e2c53abfeb077c616e2d924b72e4dd586092441b759cf99a56f55f7c5889c97a2174c8e327f58a7ba2292fb600"
}
