{
  "algorithm": "ed25519",
  "content_sha256": "f21d073bb421cb23aba0c44ff5f69be4638360c2ae1239c97b6230757922983b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9ca68234b34b0b843e37da1dfd1cdc341b56a0c81c850ddc1c72885670deda9e",
  "schema": "gridshift.signature/1",
  "signature": "647831f0307a266f1c8abbbe806a43571db790809caeb01e6e802b443cfdae55d8f6c845c6e93951ac1d7a85c6f1523a572e483c5d604d2340aeedacdd2e7e03"
}
