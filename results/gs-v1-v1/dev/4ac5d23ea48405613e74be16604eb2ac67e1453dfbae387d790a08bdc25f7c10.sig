{
  "algorithm": "ed25519",
  "content_sha256": "99b7788a39e89bcc741707bd40cf2bcb33cbd2692a2fd87d1f02b1f25036d67f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4ac5d23ea48405613e74be16604eb2ac67e1453dfbae387d790a08bdc25f7c10",
  "schema": "gridshift.signature/1",
  "signature": "e8beaa7bd1c4cea34b1bf4469c497f4b7b460aed35f924c371b7042395213a5aef044da578854e5e0af3fa4330759153e8410e8d6e1ee0f65805c9baa2a1a00c"
}
