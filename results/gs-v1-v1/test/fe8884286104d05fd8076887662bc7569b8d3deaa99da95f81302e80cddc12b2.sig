{
  "algorithm": "ed25519",
  "content_sha256": "fb94ee262dad2766cd700a9a8b422f0d7c0c53fbb1af3212284765d544e52c39",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "fe8884286104d05fd8076887662bc7569b8d3deaa99da95f81302e80cddc12b2",
  "schema": "gridshift.signature/1",
  "signature": "fe61f858f9612e4ef19a29a65fbb51164d2676c5e6cb6042f415cba3001ba94f5f10108bfcee77e8c0db26e6bf05479663c73c822a15a4940a54af26f2593207"
}
