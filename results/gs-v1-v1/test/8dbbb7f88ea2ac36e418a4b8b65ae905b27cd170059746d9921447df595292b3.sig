{
  "algorithm": "ed25519",
  "content_sha256": "3c1e0b34cd3a481d428b96879a5c5620c746fd510cba6b082929d865894ad912",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8dbbb7f88ea2ac36e418a4b8b65ae905b27cd170059746d9921447df595292b3",
  "schema": "gridshift.signature/1",
  "signature": "300c2743ec7b8b090426f22552844d6f80a034530ee7acc4ed256b2a59bdf0b971c5fb148abf4f22cc777a26abedbc13700a0fedeb7a4d51bfdcf497c8823202"
}
