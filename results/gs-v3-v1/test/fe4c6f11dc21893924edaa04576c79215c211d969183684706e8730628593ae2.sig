{
  "algorithm": "ed25519",
  "content_sha256": "5e95c3b3b3cd09123b8e4f83e29c35ba8929ede7919bad30e3d1de7664a871a6",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "fe4c6f11dc21893924edaa04576c79215c211d969183684706e8730628593ae2",
  "schema": "gridshift.signature/1",
  "signature": "304fbc71e7c2a06cdb7be111049e4ba60fa6979098cc17b503fecfb711de431fe0187af2c6fc4088b336fdee3fd0ada04f1653f9cb75633e209935850b3bcb0a"
}
