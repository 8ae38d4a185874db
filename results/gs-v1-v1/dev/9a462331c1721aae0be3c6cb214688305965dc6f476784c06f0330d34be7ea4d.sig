{
  "algorithm": "ed25519",
  "content_sha256": "effff63e3358bf73674f699a09e99a1966e9ffed84d66fa42bf6d18face0c415",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9a462331c1721aae0be3c6cb214688305965dc6f476784c06f0330d34be7ea4d",
  "schema": "gridshift.signature/1",
  "signature": "b5aefc3ae254117752967f07560b204c1287f34ce5d7c9e315897d67adc2697a8485410fc5a70bcbc1b054de6b7fb471db1797ac29470abc75b1c6d1e193f10c"
}
