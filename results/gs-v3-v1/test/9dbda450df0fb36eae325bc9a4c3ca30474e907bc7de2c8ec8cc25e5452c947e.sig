{
  "algorithm": "ed25519",
  "content_sha256": "be14ab8f8cf017b9ccf40f2e6195013a2e369ce9d6ede3c3fd8998f338c10fcf",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9dbda450df0fb36eae325bc9a4c3ca30474e907bc7de2c8ec8cc25e5452c947e",
  "schema": "gridshift.signature/1",
  "signature": "732b015134f9b7cec93b41a0dd69ce347725f71291aa60f83f4c41382990d37c6ef6c4c2f11f513a29d079f768967982e619c08f473d963dbc970ecde38cd00e"
}
