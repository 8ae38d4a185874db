{
  "algorithm": "ed25519",
  "content_sha256": "e8a6f975ac7b1ae6ebecebfd6361d9dc06eff45fc4b3a02e1f5d71fa2a0207e5",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9277c898c40f46bc527d42bb03462fa1149b6d4e1a47afe2359ca87c39c44700",
  "schema": "gridshift.signature/1",
  "signature": "5df43d7a1c61b39c02f6636fc29faeb1cb697ad3e671d71b77a6bc4cfec88ee084433d82533c0e32f71d52e8e1530745d726ff8c0f4613782f7b50de75f4cb01"
}
