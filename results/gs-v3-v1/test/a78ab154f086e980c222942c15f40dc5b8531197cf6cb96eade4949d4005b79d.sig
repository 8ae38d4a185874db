{
  "algorithm": "ed25519",
  "content_sha256": "01536db47aff9d4b02cacf95b4374f6c0bfef672db2420a5ab30712eda53603d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a78ab154f086e980c222942c15f40dc5b8531197cf6cb96eade4949d4005b79d",
  "schema": "gridshift.signature/1",
  "signature": "54c892cda30e074a615119db64b5b97eaadbafa13926dd7d60b3aa718cc2f46b9f59b298238ccc5b6f54ad1f8aa7f32f0f9720e9f8ad68c8c554deb236f2810b"
}
