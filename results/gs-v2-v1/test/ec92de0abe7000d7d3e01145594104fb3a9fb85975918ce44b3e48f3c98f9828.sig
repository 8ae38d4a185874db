{
  "algorithm": "ed25519",
  "content_sha256": "ac0e52fc1adada7d9934e7f7602c0d756adaefbad22bebf9fcc397ec0dd9b376",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ec92de0abe7000d7d3e01145594104fb3a9fb85975918ce44b3e48f3c98f9828",
  "schema": "gridshift.signature/1",
  "signature": "d4924520eff964655278f02207cc0268135b5b38b9d5d295981147dd09ea183aefab7572bc35a05588d68acc73a23085b0758fd7e588b928609c59eb758fed01"
}
