{
  "algorithm": "ed25519",
  "content_sha256": "263db36cf9f8aa5b7a2fdc51fa09469ebc4a6cc3048985d755b55282a8c92bf7",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "5d946de3d6d8593331e645519a49e757d6e5cb472fb708cb1794d057e5135049",
  "schema": "gridshift.signature/1",
  "signature": "d7faf1efd259d5dd398d2e0ada92ef507874c470e1f65ca59473dfbfd77e153144654f3b2a2c599650799634353e8a42af5e3ac6079d2d4c44a9297f6ec81f06"
}
