{
  "algorithm": "ed25519",
  "content_sha256": "3122f241f2df1fee8c11ee88dfcddb8ad28215a3ab75b8c9394d6e65fd7af1d9",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "bfec07a768a7932a18f1ad7623d0f757fcd407bc78c58d21cdf591e5fee51cc2",
  "schema": "gridshift.signature/1",
  "signature": "fa6e82bf8e0900e78b6e3e6195da18355f330866b886b53742a374781064aeebc2e699222b39f5ca24ee224a5bd77adf8e9a6f403233035a443ed60ecc3bc809"
}
