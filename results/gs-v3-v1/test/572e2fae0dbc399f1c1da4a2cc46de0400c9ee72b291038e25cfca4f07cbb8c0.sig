{
  "algorithm": "ed25519",
  "content_sha256": "135ee38cf7f1981dce102b717dd1c7d7e09e81b2488a63fad5c6f040dc1a938a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "572e2fae0dbc399f1c1da4a2cc46de0400c9ee72b291038e25cfca4f07cbb8c0",
  "schema": "gridshift.signature/1",
  "signature": "eb9873f87f6e5cc05ba6053ca84531afacf487ae7c73e7e922c426150bf0fea26b16f7bb1ca7076769b89409a986a1056d62823d31eddbb05ac9b56cb5c7460c"
}
