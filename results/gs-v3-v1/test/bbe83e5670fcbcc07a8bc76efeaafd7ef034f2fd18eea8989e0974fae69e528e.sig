{
  "algorithm": "ed25519",
  "content_sha256": "8b273159c44dc5b50f9cd66bce43454af413a9658d19ef434e3c75b67192951f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "bbe83e5670fcbcc07a8bc76efeaafd7ef034f2fd18eea8989e0974fae69e528e",
  "schema": "gridshift.signature/1",
  "signature": "09f9ee4f0d8574bf7b67ddee754dca90bb89e9e17f1c24f0da5521a90847a928438b1ae143ae725abb2badd2cd2ea58c43debce99f39347df1528061cbe13202"
}
