{
  "algorithm": "ed25519",
  "content_sha256": "eed9ce2cd996c62bdaaa79196c74e3634d64eb8a159dc8aeae8d09035df6c6b1",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a4cd38c740bac54f617deb20c0158f49e117a83fd1bff8e289dc63b4f2513320",
  "schema": "gridshift.signature/1",
  "signature": "a0863dc1b6ae65cfb48b237575d713591469791f26df89faec25227347e9ad363be5866604f86b31798a047bb2d82a41efa827b00ee45d11f509386ce6a65d08"
}
