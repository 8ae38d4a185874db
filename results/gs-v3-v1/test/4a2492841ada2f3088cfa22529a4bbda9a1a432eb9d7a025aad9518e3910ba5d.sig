{
  "algorithm": "ed25519",
  "content_sha256": "c3042849e4c4437a8abb669ec538393fe9ce3357aae2b81fae440961ef67e84c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4a2492841ada2f3088cfa22529a4bbda9a1a432eb9d7a025aad9518e3910ba5d",
  "schema": "gridshift.signature/1",
  "signature": "e6647e02d66080173d6ac7a1ab88e10f009479a3d477453efe693c7c2442c66625643be6408f3d332d6b96816ea0c80d82d61ec0b8785ab9238bc62fc59d0c0b"
}
