{
  "algorithm": "ed25519",
  "content_sha256": "953c3f8be77a0ff4f4993144fc637ec1f20ec15b1a9949da41f798fff21164a1",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "cd1c788d68771db6a5f921240dfa7641b3611013b93a458aa9dd3b16e7eea5c0",
  "schema": "gridshift.signature/1",
  "signature": "61d41a23653ea65f41853f89fb011fabf96a735e93b04f4e4ef977858fb8199d758543729bbf82209bdd85328f080d5552af0c15523b11b8563bdbecbcfc9407"
}
