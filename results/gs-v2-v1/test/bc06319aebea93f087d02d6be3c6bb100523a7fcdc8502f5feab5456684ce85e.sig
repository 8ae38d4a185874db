{
  "algorithm": "ed25519",
  "content_sha256": "cdcdbe3134711c7e0271459842ae33b2695c1a3884858893e7bbba6427116b75",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "bc06319aebea93f087d02d6be3c6bb100523a7fcdc8502f5feab5456684ce85e",
  "schema": "gridshift.signature/1",
  "signature": "586796a76e7bee90ad944771bc4e084c8adebd34dc39bf97321d10a22a7dc798350b5a521cc365eceb751cc64b40ae5b5e80d7411e9b85ba7c29e1f9838cc70b"
}
