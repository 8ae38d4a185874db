{
  "algorithm": "ed25519",
  "content_sha256": "245f6f58eeefb5f85bb7609102189fcbe030435855cbb72d60defa48b594534c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1ebfad737ba857638aef1b6b67e49c8fd7eef7577610e0be59660c90f290d4ef",
  "schema": "gridshift.signature/1",
  "signature": "81674a0134d0df36c99cabfa27e4fc1f092af1cc39f49e67d26d4212924e6ec025893a186c61e18d1f717cfc0c6b87a320055739ff510ce564fd78e235865a0b"
}
