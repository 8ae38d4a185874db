{
  "algorithm": "ed25519",
  "content_sha256": "182585c33d46f89a240e8993cc42f8ed4bae0f8f2715775d8c2b08af1b4781b6",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7fbd05a4e1758bc769b3022889605fed8a666f1f73b5ab3ad53d1cb185b21c0d",
  "schema": "gridshift.signature/1",
  "signature": "db9e3d42d5ccc14fe53369154510dcbd8167f480251fd3977b0ca70a58001e39eb50ca07503b709df704d4e5d894b06a883ce2b07cd939e30e2ffdebd4c11103"
}
