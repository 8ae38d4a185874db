{
  "algorithm": "ed25519",
  "content_sha256": "bd3b7a60afd9c22448eed1ef4457800855adc60e4f649473b878d1791f7463bd",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "565bcb02429c474852944c81ec57b398b4fa74dbad89635b3c39930f477fed01",
  "schema": "gridshift.signature/1",
  "signature": "57f0aa14bf6afde682ce11848d2111f24fe25a2c757a027547cbab71bcbd1fa48f3e71c880d9e0a7a72f2709c2b24b1b49ad44d09fdb2e15370c193ad40e4403"
}
