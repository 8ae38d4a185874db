{
  "algorithm": "ed25519",
  "content_sha256": "bebd0a8eda4fb45fe1ef17d0d87634e22fc9d77cbed58fad295d345c61b75047",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7d601dcba096f175eef6affba5710d5f2282e848536f2a7e81a090d878660f1c",
  "schema": "gridshift.signature/1",
  "signature": "54acf19d0aef12640f34c9113ecf1ec82639a29926e16fe5b619b723bd8f54830333d2b72e184b6733740b3e90a5993eb4db0f22bec4009e81f978eafdf1e30c"
}
