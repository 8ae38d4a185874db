{
  "algorithm": "ed25519",
  "content_sha256": "309d66badbf1b3f075b3b4f5048fab3c590697d3d27a6b71b5a7b98c8bddb355",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "84f96cc3751a2bd4110ca773bd1dcc2d9d9e4a8884ae2022ff8a099099d4d7e0",
  "schema": "gridshift.signature/1",
  "signature": "9f71db1905dd928114e93155fecb41924ba3f6dbb348664fdecd9ab93a338ddc6e55800ba74adee5796b93b4ce26ffa12a0fa1b735438b0d550af946198a3508"
}
