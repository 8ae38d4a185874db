{
  "algorithm": "ed25519",
  "content_sha256": "e903d68e68f652b7dede1fe8bc3cc11e5ad9ab0bf8f393831fd464cbbdfae62d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "58f28e35fbada73a381ff7ef3e6bdc3945b474b23a42aad98141a87c4c043e31",
  "schema": "gridshift.signature/1",
  "signature": "5f417f2ca96289c611962d8fd7591c2b041fe37552577efc2475f2989307138f027e280009c9fb84db54276a80cceb098552d7b4e0190a4b529942a9a8e75a0a"
}
