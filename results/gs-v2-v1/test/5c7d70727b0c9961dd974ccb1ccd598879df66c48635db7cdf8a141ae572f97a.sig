{
  "algorithm": "ed25519",
  "content_sha256": "32106e6bf8df3802422bda403be27c4eaad9d6d281a71954468cb58e6fa7112b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "5c7d70727b0c9961dd974ccb1ccd598879df66c48635db7cdf8a141ae572f97a",
  "schema": "gridshift.signature/1",
  "signature": "8cae85003b54f45cfb510ab01b387421b8d12a888842cb59da483f70b6fdcfc857366765c5e64be28c04a51c20081c8be5967bc70d76f92c0f8695a64f60450d"
}
