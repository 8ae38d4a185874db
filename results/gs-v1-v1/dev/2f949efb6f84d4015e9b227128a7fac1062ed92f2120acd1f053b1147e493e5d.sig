{
  "algorithm": "ed25519",
  "content_sha256": "cf72c62727dc196d729cae7d0f8260f2db9e98e75f7bbb1d09e46290740e8734",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "2f949efb6f84d4015e9b227128a7fac1062ed92f2120acd1f053b1147e493e5d",
  "schema": "gridshift.signature/1",
  "signature": "ad30e47c6005e98af61d9af86b46f46f6d97c42aad6347f34b1a3c7385978b3c2f188e19011ea4be638b79fe1f052a27ac656b2270e6dc812beb0a6da77eee04"
}
