{
  "algorithm": "ed25519",
  "content_sha256": "446feed6f6791608d8c32eb331a91003c1c809959af58861543861a03bfd0270",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "05c1e72e21da28f73c8b38aa19a8982e67624d02d4806be9725b4f55dc370097",
  "schema": "gridshift.signature/1",
  "signature": "f29f79ec0da42cb41b444ecbacc81dabfa0cf87d7385330117ee71a0df50901db1ffcc46b9316a18e3c13fb0fbb07bb92bfc88504bf393524488b7a8f5b0d809"
}
