{
  "algorithm": "ed25519",
  "content_sha256": "f510bc7889a6a2e97326321328d9c04dda639e9d419ce23b63371f3a6bba99fa",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7b3a98da3f9ac5ed3768e4666b519012f63bd10f7c143151d9d23c8cbd6d05e9",
  "schema": "gridshift.signature/1",
  "signature": "bae9637defd00690b6f4befb20492e91103c07bd2b76fb3dbf77d9a644d52ed5f14add5912e582f592228326771f66646d657f74a97c6ecfa94dc0aee018ff08"
}
