{
  "algorithm": "ed25519",
  "content_sha256": "730ccba261324c00fe4dcdc6d6daffbf4e928580b58262e153db85ca024ad739",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "14ac8291e2972362d60cdf5968cf349727a2f765e9a6ec0149beefc2c578b388",
  "schema": "gridshift.signature/1",
  "signature": "bac9fa075aa18b77dc9bbd7e7b1354b72eb60667efd67c68a85682c4b97550c7ccf025dd3f02bea142f68202f7ff11caee8b7a65029eb89cac102ccbe92cfb0a"
}
