{
  "algorithm": "ed25519",
  "content_sha256": "3010bc3854d42e47c19b43afe97f738b31be56c82838a1942f106d784d16ddf3",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "21af1d463ee8cc624eab28de259b4c39b2cc730d8272983b0bc8790d33bd1195",
  "schema": "gridshift.signature/1",
  "signature": "cc9ed9719a59ec3b89512fdf995f6bbd3d6a85ec9953857e84f25ec12d052794a96fb1f5f45299dd19e0f34343eaf871c4a5cd25dea2248c4585fcbb21ba320b"
}
