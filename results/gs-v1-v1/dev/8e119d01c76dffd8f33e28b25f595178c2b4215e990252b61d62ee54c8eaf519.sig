{
  "algorithm": "ed25519",
  "content_sha256": "a52a6e1a379d9db1c4c39896f811606198f92456088f5feef9582e2dac4b077a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8e119d01c76dffd8f33e28b25f595178c2b4215e990252b61d62ee54c8eaf519",
  "schema": "gridshift.signature/1",
  "signature": "12e3c5b7e1e730761ba76fddcfe967fc59786732ec9ca73ec25e0f0c67299f240f91dc9813e9599d0544fe250bc487d7a74dd02af24f9d80e53dbf2ef58e2407"
}
