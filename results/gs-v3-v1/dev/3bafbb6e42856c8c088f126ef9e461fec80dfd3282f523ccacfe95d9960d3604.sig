{
  "algorithm": "ed25519",
  "content_sha256": "7df1ebf55a26565c4271f71ee12d2fef81cdcc3309a19854c0ce0779ec27f4d5",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3bafbb6e42856c8c088f126ef9e461fec80dfd3282f523ccacfe95d9960d3604",
  "schema": "gridshift.signature/1",
  "signature": "d62b6f0fb0e89530734d2cf70d1e64390cabdb9c3f59ba4fe665e25e4b40967f70e95275d363f3134a12b82bb10cfcc142a34382f8e4d5653ddda591040ea009"
}
