{
  "algorithm": "ed25519",
  "content_sha256": "33895efb3c37c6d50d663163932fe84f26684f47045da736a363a073f03b892d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "862806f5680c96927058cc9ece4381d587123b1ae33ad8680d271a767e0448bf",
  "schema": "gridshift.signature/1",
  "signature": "fc01ad3ab823120a374d4032ede6057d82ebaa86fbaddc9b05059fb3e4f9e887868466ef2c6065be4af482e903c45ee718331af950fae4ffac5f957bdfe3ab0e"
}
