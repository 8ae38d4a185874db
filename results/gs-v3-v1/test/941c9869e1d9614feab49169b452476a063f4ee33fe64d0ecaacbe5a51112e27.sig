{
  "algorithm": "ed25519",
  "content_sha256": "60bbf146cdf75496debc69a6552803f72c2ad404f181162abfa7b60f20d54726",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "941c9869e1d9614feab49169b452476a063f4ee33fe64d0ecaacbe5a51112e27",
  "schema": "gridshift.signature/1",
  "signature": "cd820c3b477ae93ec7b88908969659a96006f98cb7964aaa6250479df91a232e9310d09c0b5770c48aed5dd078d993dc932bc7edca4a8ac5a56f05ab713b8502"
}
