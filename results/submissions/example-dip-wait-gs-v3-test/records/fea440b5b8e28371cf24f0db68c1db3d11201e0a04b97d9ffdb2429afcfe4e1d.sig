{
  "algorithm": "ed25519",
  "content_sha256": "f71cd76807701cfd4d2ecd4a0924c70dd5afe47371da9eb0f9854013f2fb1f50",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "fea440b5b8e28371cf24f0db68c1db3d11201e0a04b97d9ffdb2429afcfe4e1d",
  "schema": "gridshift.signature/1",
  "signature": "d0e124dbe7a250bf38dac6e80ecf6fa1d9c8563c4085bc8428ece19916a641344687f4d7faefa1bd5c11bc7b2d536d3cbf6bb4348b2e14cc9d4cc48e793b7406"
}
