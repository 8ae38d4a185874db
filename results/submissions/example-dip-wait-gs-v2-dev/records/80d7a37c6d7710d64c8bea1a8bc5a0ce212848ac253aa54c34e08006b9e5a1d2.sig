{
  "algorithm": "ed25519",
  "content_sha256": "281d5d6e05d0d352aa913412339a11900bf773db33779840a362363df7bfcfe1",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "80d7a37c6d7710d64c8bea1a8bc5a0ce212848ac253aa54c34e08006b9e5a1d2",
  "schema": "gridshift.signature/1",
  "signature": "ff357c9a9bbe5f47b38e4d9d4ed806e2ffb4f702971a728574e9d56f6fa3ad8f8a1c8c9ba01b2fa5bfb98bd48b1c1e3543b94cecaae04a3d176fc1d82a627606"
}
