{
  "algorithm": "ed25519",
  "content_sha256": "7add17c48f770efa65c4dd55f2b4f565f26054ad2cbbf6e4952b7c9ff8ebfc90",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7bac36598ee46efad9b13cd4812fc2053701fc39cd9c0c04dece34b3e31e6452",
  "schema": "gridshift.signature/1",
  "signature": "b946b70ee9b1f6d52bb3c95711e657ec6cdb59d236ce7bffd0796289e2adbe8d692fa9bf3abf4bbee3fa3f8a4de103d728c73a9ad702361979609cece42bf30b"
}
