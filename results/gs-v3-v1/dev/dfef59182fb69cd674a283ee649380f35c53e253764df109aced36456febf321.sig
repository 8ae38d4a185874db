{
  "algorithm": "ed25519",
  "content_sha256": "6ab8bca51aed2df9f07362922aa874e5bf64aae3fc23d9642444ad8c81d7aba1",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "dfef59182fb69cd674a283ee649380f35c53e253764df109aced36456febf321",
  "schema": "gridshift.signature/1",
  "signature": "7434cbd4bda2f64c94de77cdf61fa14857a6bf4cf3c8ce5ee6aa44cb88387d60d92421892237294cfeb1d7c2f292e517234d8f5a61004231991d9b9a5a944c0c"
}
