{
  "algorithm": "ed25519",
  "content_sha256": "11d44cdfa9704c5aac44942b24a3b3ecbc8c9b9d79834b376c0cbdaa877fd25c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "016a6e09ddce29268d7f3c6b92d1296d6c6e90adb0d11a3febb7a1f399196471",
  "schema": "gridshift.signature/1",
  "signature": "801221ad02bcd59f4851bc782e610cce5abe8a17091e911f5c0b5cade837774556cf7c4b11b9cfef09e8b50dd70a4038d73ab53661c96e6a962e9eba6b98a304"
}
