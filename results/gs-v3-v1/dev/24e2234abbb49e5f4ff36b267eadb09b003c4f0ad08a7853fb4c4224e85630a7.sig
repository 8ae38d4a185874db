{
  "algorithm": "ed25519",
  "content_sha256": "d6fd4ffa7bcadacfe53c8d93cc18be01c6fe95b7c4a64461dfc39852c2c7279b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "24e2234abbb49e5f4ff36b267eadb09b003c4f0ad08a7853fb4c4224e85630a7",
  "schema": "gridshift.signature/1",
  "signature": "24451ed605d58b4e221839a428cf0cd69d98b26b15070cd2de71c078329fad531fdc6d04fa0520ebff7167b75d059fd1df693a5a5f988ef7449647b8b1120102"
}
