{
  "algorithm": "ed25519",
  "content_sha256": "db67beb526a40c1d825d5a4c0cbaa2b54b8911c0806dbeb4bd7eb04d3fe31229",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "219ed4169dee24d610c35cea3134492c3c4ce4ea540eacbdc899692297ec07ba",
  "schema": "gridshift.signature/1",
  "signature": "294225e93688881b225612d8f1a18a4b2cf6b7722e62234c2fb5c5e533bfd75efc40e11c36d2b8370ea1a97566325c51c3841e1e872deff5d2b9416c8438f608"
}
