{
  "algorithm": "ed25519",
  "content_sha256": "b75c34371d2034fdd1522af1e962719ff360fcab5c0187cccbc649e3a2d3e26d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f8aa7290d55348bbed90d84b9c35146ef4ef035d61c52db0e18fe6406646036a",
  "schema": "gridshift.signature/1",
  "signature": "219fcc765f94980a08aad3eb1d8b0c5a9db5702bd1d54d298a657ff1670d49e8dcbe56cc96e66ee026a8046a7756f11e26cb460361e5dfc79cc3671cea018d07"
}
