{
  "algorithm": "ed25519",
  "content_sha256": "ccf73a0fc43ace50b605305021b431759f943e6e1fd2b88fe1906440ca03fc51",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7dcbe4b93f2aff4e28acf6273c241894381ecb68668da60658ed0e05f9713de2",
  "schema": "gridshift.signature/1",
  "signature": "7c58155d8b8cc3165a021ca9fd2507047290949d1a6d3cb099eaf90b1bd39d19760ea3dbc2d7637c9e9bcb3708b3fd89c9a22349227cffb1cee3de3b3848e706"
}
