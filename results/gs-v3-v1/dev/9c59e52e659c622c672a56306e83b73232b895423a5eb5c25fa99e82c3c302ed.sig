{
  "algorithm": "ed25519",
  "content_sha256": "18a4174db6bacd2d9ed5984d9f370fcc0772f03202fb95c42270acc0eebab114",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9c59e52e659c622c672a56306e83b73232b895423a5eb5c25fa99e82c3c302ed",
  "schema": "gridshift.signature/1",
  "signature": "6ae723b82f481c3a242e417bc97a4e7442e542bec51bcf09a895736ea30952bca3b53aeb3ffb67b51448de16a2b4ff120c20f2c57a1fb0c4044aaa988ed2b800"
}
