{
  "algorithm": "ed25519",
  "content_sha256": "b31fed1ad5e752ceddcbe8f1e23957d24fe53a33d370cd3841f33ea7510e3631",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f833fe6cad3e0cb87cd11d2a6fd4cf226c6218078a4bdcfcca9e1002f86c41cf",
  "schema": "gridshift.signature/1",
  "signature": "98171282e810e8d87fc0358d7dd295b6308e38e1a5d2fa98eb4c2ad1a902c5bc665f038de471ed93891c44d396f11b26362c29364fe908ee6246426cc6bbc209"
}
