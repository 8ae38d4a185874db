{
  "algorithm": "ed25519",
  "content_sha256": "148e7d689593b821a9f7679682ebd3cf712e0d23227c7f9afa91735587e7c938",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f786c8d81eb283422a8cdc39c81a7f3e08b353aa7584ce8b8f3cc200eedea96d",
  "schema": "gridshift.signature/1",
  "signature": "bd1ddfbb89e1de6dbf36a2df6f1cd4b61d15fe53958c399f5089f55f2485a6c08ace08e9e3817aaf690238981ca581241d8fddc4eaf5657a74a6fc5786239406"
}
