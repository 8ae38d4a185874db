{
  "algorithm": "ed25519",
  "content_sha256": "43cf39cb17b8daed0044b1276803a1fbf67e800afe337a66ff79e84c88f56459",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "5dfec97b05c3842348e55ef9435dfb0a70c69d751c0f2d052382dc8410f2c640",
  "schema": "gridshift.signature/1",
  "signature": "15e9f8af0c5d350b9a4817d818b6453be24f44cf463a4150bb5ff9e28b38a297b6b1fb837d841de7cc150c3d52aa772aa1b93ef940125f51954c0dd992a79800"
}
