{
  "algorithm": "ed25519",
  "content_sha256": "4b19c386999c12f2173f76afbc9aeb92c7f53efdddd894e0bb50c9f5650306a9",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "69d9a986cb921c487f58fe5976e47d3da6c9634f187f4736f824c38f24865041",
  "schema": "gridshift.signature/1",
  "signature": "f882d0fa07c35d3485cbaa0e922bba35d2d672fbf9552a707e4d45149edb73927d76ab6a3d22dd34f2e029c8c6dd4121f4e466ec5d7f89330f2d9550aed1b60a"
}
