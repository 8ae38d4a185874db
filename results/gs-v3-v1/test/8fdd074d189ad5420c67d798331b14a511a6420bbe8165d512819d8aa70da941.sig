{
  "algorithm": "ed25519",
  "content_sha256": "279fb1c29c4f32a0be4fe5e29b2371f9840faccf896759bfb2f6cfc9b735214e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8fdd074d189ad5420c67d798331b14a511a6420bbe8165d512819d8aa70da941",
  "schema": "gridshift.signature/1",
  "signature": "369650ea227b01f0a8cb841e3321720b7b80a227fc80952ee7613112bf54e294558ec15978aa3cc04db56d9add9fb93ba9e1213a6df10d10f4be5c76f53a0c00"
}
