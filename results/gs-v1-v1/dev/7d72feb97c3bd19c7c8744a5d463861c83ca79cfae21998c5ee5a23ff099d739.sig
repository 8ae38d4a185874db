{
  "algorithm": "ed25519",
  "content_sha256": "651a19d0e3b2a5bfce20519f978842bc4c3df7ad9be2599686b03a53c7c50e5d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7d72feb97c3bd19c7c8744a5d463861c83ca79cfae21998c5ee5a23ff099d739",
  "schema": "gridshift.signature/1",
  "signature": "3f9e7838d2d4f1ac5ac91a18c6897204840f1b3af07bffe83dabedbf90bc7ee87b622fdbed944f9034bf76a7a0b1e1060485c28c9553d93c5c3dd84c86733107"
}
