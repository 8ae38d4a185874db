{
  "algorithm": "ed25519",
  "content_sha256": "7e07833c9f95defe48fc137fde788b43607f1dbee0b4d71a0409366b31ea6c6a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e280f86f2a108d868952c5ca95c56ae22361533cfb5740f28431e0edf1b7cab5",
  "schema": "gridshift.signature/1",
  "signature": "9158befafa5f6736df81f1e19a182380c72ab15ed7de5845e186f864945fc0d37649f13dcb8132c3406e78e4784a492118de7b26df818525c52e060d742a4006"
}
