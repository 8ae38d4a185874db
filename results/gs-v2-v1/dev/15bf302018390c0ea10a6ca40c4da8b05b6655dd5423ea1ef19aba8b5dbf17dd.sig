{
  "algorithm": "ed25519",
  "content_sha256": "65f20cddfb291e6b29676130465f3b9e8466fa537488daba2a1b8d2a1740417d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "15bf302018390c0ea10a6ca40c4da8b05b6655dd5423ea1ef19aba8b5dbf17dd",
  "schema": "gridshift.signature/1",
  "signature": "873ad6624c6a6db6be0cca65f1535559b349728cbf6ba93b05061bd99799147083f29c89d2bed4d8b67052596ae0d08f2c2eef0ba9c46592bb054e08b2cb2101"
}
