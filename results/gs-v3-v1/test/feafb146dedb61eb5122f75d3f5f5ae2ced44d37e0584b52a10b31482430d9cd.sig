{
  "algorithm": "ed25519",
  "content_sha256": "5f6a921a40bd6be7113e5dfcd8e9b86082f562ec492c9d4c7104c7b209ee7e0d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "feafb146dedb61eb5122f75d3f5f5ae2ced44d37e0584b52a10b31482430d9cd",
  "schema": "gridshift.signature/1",
  "signature": "6ecc817981f45fd6306285624a324f2a6010c9221b1af546e49b70b23030d6007b7ee43f94c4ac485e2422319a23695519aca60760fc310de722f8f46bf6b40e"
}
