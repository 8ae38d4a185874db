{
  "algorithm": "ed25519",
  "content_sha256": "b83764a54d5b31cb2cd4f6dcc340a5621f7024821af5d1812cd3fa661fb5beea",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "010ec4d44c997b3fbf45cc553efe674ac9f077e705acb6481cb5152287dee407",
  "schema": "gridshift.signature/1",
  "signature": "7149683cdcee43410626cb42499c27f23524a4737b78d5a09eec047e85f8432584a3e1543494a3c476f35ff4a2e31b8898779cdbc39fd76d8444183017348b0a"
}
