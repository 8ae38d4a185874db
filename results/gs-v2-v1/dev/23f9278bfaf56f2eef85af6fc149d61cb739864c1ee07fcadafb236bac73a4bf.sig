{
  "algorithm": "ed25519",
  "content_sha256": "8ab3c74d7f806bdb67c53cebac57e1d858fbeb77ac2177cdac6e90a08c973e4e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "23f9278bfaf56f2eef85af6fc149d61cb739864c1ee07fcadafb236bac73a4bf",
  "schema": "gridshift.signature/1",
  "signature": "45fad4a8f22ce22086880c13a293dd17f00718c92031b7a3137d9bbeae0662846461d41c9a8ed641097cab86c723c647495295afba506ed26fb07eb257202d02"
}
