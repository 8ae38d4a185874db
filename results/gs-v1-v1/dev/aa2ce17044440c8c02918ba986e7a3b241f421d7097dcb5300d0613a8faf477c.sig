{
  "algorithm": "ed25519",
  "content_sha256": "3987ee416bd353f987648a64accd9f4e01a4d0eab782ef1c9bab1deeabec8262",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "aa2ce17044440c8c02918ba986e7a3b241f421d7097dcb5300d0613a8faf477c",
  "schema": "gridshift.signature/1",
  "signature": "c464d6f4d96c2899522525bd3f90bc0b581e471410c9e4850ae11a63b266bdc30719e951bc7f0e0de440f5298e89211ce2d34f7259904fb826ab9c65ac76f209"
}
