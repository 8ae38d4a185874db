{
  "algorithm": "ed25519",
  "content_sha256": "b8f32b8c8aa8362aa4b7024aff1a94a05ab0b2a71268082aa512d994f11d98eb",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1264c9a7cf9773eac0d58c2d902b4dd42a0837dc1a295d0ad0dbbe0f33c9861a",
  "schema": "gridshift.signature/1",
  "signature": "ded423e0dedd4332197cc04d9cb426811e68a015d05778a8e0b81d272b0ea7afb6d6f7994a61b386ef8c2deefcb3131f00e092a626dd3f212d703f47b592e608"
}
