{
  "algorithm": "ed25519",
  "content_sha256": "dd65699d0327bc8bc8c4e9a08c285cc7a0009ac399287548b2b1e689cf520ab5",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "cfd20cd3139538cd6e9b0341ec7ce897cf497adb59a6c95160ee4cea94598c33",
  "schema": "gridshift.signature/1",
  "signature": "034b0b1efb0e6bffbdf19bbb2d9606ff7dd975bf3bffe2796b9a85e5ba80edbac63ec9705bf47f12cb6b0d567be7aa12714ba5ab3b20e9828e56bd172293510f"
}
