{
  "algorithm": "ed25519",
  "content_sha256": "375be732d80c8d60798b4939b1495c4a6e40c5181eca252ad3958d68e18223ef",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7402b4cd3b0d42047491504c2e80213a5a822ccd8fc900e31dddae0a9a894a7e",
  "schema": "gridshift.signature/1",
  "signature": "77e9471be6fdf64666c2fb0d042917b57748d1e2fa6dae5399d3e5af8e496d5cd76e16df0d1a61b56bcf2e2345d9091813aaa2f71800d39e6ec9b2d2fd38b002"
}
