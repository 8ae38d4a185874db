{
  "algorithm": "ed25519",
  "content_sha256": "157ed3a434abc5df4c5447b7aa75e6656ce3ede3f1b20f8e8b4ede1c042600b8",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "207188dd79c50af2ba12f2548ef407930a12ec3c7b742ea304407ee7087d66bb",
  "schema": "gridshift.signature/1",
  "signature": "adc4dc4482a944a07a7dff73a8409bf3f3269a2d761aaeebf96fc9df0adca0f00313692ac33601a432cbc061f1a3fc33e37bb04ffeb53eec36c87f508a52e202"
}
