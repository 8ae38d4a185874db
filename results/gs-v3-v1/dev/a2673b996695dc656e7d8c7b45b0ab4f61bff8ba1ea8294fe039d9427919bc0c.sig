{
  "algorithm": "ed25519",
  "content_sha256": "1d364e3f3465f013d422c35f87fc161ab1090401eed0e6bac19eb3e381de202e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a2673b996695dc656e7d8c7b45b0ab4f61bff8ba1ea8294fe039d9427919bc0c",
  "schema": "gridshift.signature/1",
  "signature": "639ddfd8db9c0edd1775825197661231c8f5f813c7f69e6fbeb62365f11b196e02d8fda33bc8e2fed05150047c1ba88b1bec55dd9f69da5f17599c82cae5a60b"
}
