{
  "algorithm": "ed25519",
  "content_sha256": "9854fa33b80fc1a1572648b8f9c0ceae7799057571f21cea96a3056239576980",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b50a97d68a9d3b28438fa0ea93387bba716fd269fd805c19cb15b184bddf690c",
  "schema": "gridshift.signature/1",
  "signature": "a33a9ec5bfa1f37033261a515d3b27f3c4c411da3a8c449fff41f9cffb9761ce2479054fd2585fd6b9e1220f0dc35730a4723761335ce7df6fae22fc30647d01"
}
