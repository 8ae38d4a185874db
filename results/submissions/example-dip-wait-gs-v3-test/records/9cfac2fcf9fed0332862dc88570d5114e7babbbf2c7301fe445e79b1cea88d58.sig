{
  "algorithm": "ed25519",
  "content_sha256": "c51ca8c36490848a6d1dbdb0a17b7892dac2443412981629e37e89cfa3a20e07",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9cfac2fcf9fed0332862dc88570d5114e7babbbf2c7301fe445e79b1cea88d58",
  "schema": "gridshift.signature/1",
  "signature": "4b99a0f88c21ee15643da93fda4263990434a0598e8d67ab31fd335a4a7a3f6690ca609ce1ac2988da38f6b5c42a76ff020c6d81602dd27b3652c546516b4608"
}
