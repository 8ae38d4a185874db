{
  "algorithm": "ed25519",
  "content_sha256": "ef475ac858b930b3ef700f0deaeeaeadd1ee20141e962c826172f72816d57768",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "74217981f3ceeed8513307e5231b8a1c5e5e353b8a1fe78dc3bd17800559197d",
  "schema": "gridshift.signature/1",
  "signature": "805e873c235ed5ab3d8551504a09cd65970b9b0df0a3f5ff0ea94e6633aa7e116bae53d7b1ada34a4b6fa0acffa4b84aff07a716889c500b1f207f0dc498af0c"
}
