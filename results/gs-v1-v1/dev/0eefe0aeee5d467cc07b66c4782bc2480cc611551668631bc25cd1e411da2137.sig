{
  "algorithm": "ed25519",
  "content_sha256": "1fcb2c9ea9cdfe32263ad1c79d3984d1b8e48325314047332365ed6e2113474b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0eefe0aeee5d467cc07b66c4782bc2480cc611551668631bc25cd1e411da2137",
  "schema": "gridshift.signature/1",
  "signature": "45f5be14ae42375a96c11894dde6a8938c0e020b0013c3f8d34db697709455bc8ff4846cba8eebf01b8738e7aeadbc82a08f73f7dd6ceb00b6be7af1e0d88e08"
}
