{
  "algorithm": "ed25519",
  "content_sha256": "2f9e87829a3f4d830652b80633e0b0c6d91dc19035ce521f2f29318b5fe4d6df",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e221c407cc3b27eb4e4a556802af7c3c3b1a59fde894c24489eb4884a9b365ee",
  "schema": "gridshift.signature/1",
  "signature": "69233c4f88bb30f53da76f4919b7d0d8456dfd5335a5bb00e82258757ebe124a12d85468b5aa58c647bc8dd320c3efae48e8ea9553ded45452a8998e5e43dd08"
}
