{
  "algorithm": "ed25519",
  "content_sha256": "bb50288ef8ffae235d77143b71967ffac6dba571ea0cbb29f4c9ccee30178456",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "de477b265556c04b6925164f9c273bae8b13c393aca7cb60dd1515685ab606e9",
  "schema": "gridshift.signature/1",
  "signature": "62a5f9d5052c79803e9ceb042bf9b9b090cb5be830c996349fdd641b88bf55a5080b820ac2f10d425cda0cb35d104126b321bce9806969e3cdba5b2420681804"
}
