{
  "algorithm": "ed25519",
  "content_sha256": "0e26f2599f4638d94c8b57586718086fe63484c00bcd4ee0ecc53c9c070706bd",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8581724a2a5cef7697997c1c577abe231a3146fe1cd5cb8a0f8e2aae4e9abb90",
  "schema": "gridshift.signature/1",
  "signature": "49467c1af8b1e729d061b924a59d70ceab50351791d2c6ecb87a15a813c2d285a8479f1ae29209ad9100296abd81a65ccc227935ad9f7f7fa818154a22d01106"
}
