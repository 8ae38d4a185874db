{
  "algorithm": "ed25519",
  "content_sha256": "d042c6f7e9281fa668b7ab7051705d61ba209aba1a911e75f66d9a33d8ee26a1",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "21e409a2e1a829f46b844cfd536932d990bbcc7935fde040d6a5184bb73edbcf",
  "schema": "gridshift.signature/1",
  "signature": "7b33901fca4750499bb40d9c1734b588632beae989ff05b2af215e151bbb6e56f5a5a4ecb67f01c24108a799b98a3f6bda24075358a03703130383abb6717203"
}
