{
  "algorithm": "ed25519",
  "content_sha256": "11425057c31f4e8b186ca8fd75899de69d40afffa84e2de8a3c85fd9bbfd7a6a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "2a52ea5e56fa2bc8638d95960aef1e10eabdb26ccd274073568dfc73127e87af",
  "schema": "gridshift.signature/1",
  "signature": "d5d1b635fc6c3d11d76ec86bd4663f3a154573d63421194add99bd07a0cb0772d53581a40a3ebd44a995a770ffd4c72d90ffb440cabe39ab67bc74ef03d2b907"
}
