{
  "algorithm": "ed25519",
  "content_sha256": "7b9dd242c17a554fa09d906c307d3cae91b91729b24819d286f7f56b555a8ed0",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "98a9fd8d30d32fca494a51043354d99d8adc23b9e7fdac9feeb393a03209150a",
  "schema": "gridshift.signature/1",
  "signature": "12eeb71d94fd4e229794da5f770efaacd65ca08f0c31d0f4437c371709f7443dc9769b74e993f0fd88344c7aa870873cdb5c485c8ac3473ffdc333835080da0a"
}
