{
  "algorithm": "ed25519",
  "content_sha256": "40e568d3f5b4b43655241b8b21b28f5065e49d109cd5e5509fec0c34e37970a3",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b47b433385677b1b5e36ee227135c5c7e545d48caf26b3e90114d7b5b180ab9d",
  "schema": "gridshift.signature/1",
  "signature": "8dd49b6e58903fcfd6915060cf62e04ba2a1ae99740f6d35bafca8a081c4108aa703ac3779692d779aab69be7ce29dacb7de1d271fa721903ab77282a59d4d00"
}
