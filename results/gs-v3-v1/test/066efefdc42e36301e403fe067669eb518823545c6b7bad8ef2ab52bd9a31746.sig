{
  "algorithm": "ed25519",
  "content_sha256": "47497c19bae16e441066d421051713b020da21bb4ae091e1ef575857f6a93dd1",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "066efefdc42e36301e403fe067669eb518823545c6b7bad8ef2ab52bd9a31746",
  "schema": "gridshift.signature/1",
  "signature": "9a16ab0378392bd7fac31f2ba69a117e5153b1a72a8ef4aa95dd440099ad0856c3204703fb09c74220c1b9244df241bd5983fcb29de7325d0e40a6371b1df905"
}
