{
  "algorithm": "ed25519",
  "content_sha256": "41779440a610cc557addfe15ad0743ae3dda4303e5ee6f83be28348c475a461d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "02c0fa7dee06237a81abad3104d884a8dea913bb0edc96c2182d900802e76b89",
  "schema": "gridshift.signature/1",
  "signature": "534c6d69221f55918e4fb48d9b3ef3e9193adf444dd4fa9f9e82537f4a87314839996d4478a29157e57ad9fce6a6bc088283ae267e0e4ab78b52ce3ee1f90604"
}
