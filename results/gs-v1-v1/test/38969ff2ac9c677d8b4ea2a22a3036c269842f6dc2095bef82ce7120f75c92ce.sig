{
  "algorithm": "ed25519",
  "content_sha256": "b01131c4f4896cc23801795776f8a1ca3a15435b57b9a0088672c7b74991cded",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "38969ff2ac9c677d8b4ea2a22a3036c269842f6dc2095bef82ce7120f75c92ce",
  "schema": "gridshift.signature/1",
  "signature": "0ef59094ef7cb53fcd78ba985e16b0e2cf582efc5904737e46b753bc2413828ba0ff6e6d2cd405660534adf32cfc353df8b57941e196bbfc2da7409b84566f04"
}
