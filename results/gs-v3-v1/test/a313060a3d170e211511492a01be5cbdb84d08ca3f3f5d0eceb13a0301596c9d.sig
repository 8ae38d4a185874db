{
  "algorithm": "ed25519",
  "content_sha256": "b9c17899649a3fb45f873aaee92f9eada58b806ed87a2dec63be97b0b2bb67aa",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a313060a3d170e211511492a01be5cbdb84d08ca3f3f5d0eceb13a0301596c9d",
  "schema": "gridshift.signature/1",
  "signature": "ee0d0bb570a262b5423c9c6a52ef81542af25dedd98439fc8ad2d4d06c823a97983a54a7e872db4be7bc1fe7d787a4ffcf27a60424255a6c9db49a3d8198350a"
}
