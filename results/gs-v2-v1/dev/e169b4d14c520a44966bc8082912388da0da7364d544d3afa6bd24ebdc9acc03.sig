{
  "algorithm": "ed25519",
  "content_sha256": "5b1d65fc9416a073e2a8e2999c878876e417659f73e20ee1be73e1887534c1c2",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e169b4d14c520a44966bc8082912388da0da7364d544d3afa6bd24ebdc9acc03",
  "schema": "gridshift.signature/1",
  "signature": "980260cc68db553efb441b1ca649797aa1a1fdebb8edd383f99ba95c97b7a4e32e1dd5bc853ae99162c8fa6b9f3e919449ebab7dff256e5df3d3d71b85e9a907"
}
