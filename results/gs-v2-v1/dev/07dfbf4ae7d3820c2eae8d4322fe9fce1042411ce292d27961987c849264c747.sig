{
  "algorithm": "ed25519",
  "content_sha256": "9a5d349b95430a3c81e5912d847937446c59e9c72fde8affd7b1972a8bbefccb",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "07dfbf4ae7d3820c2eae8d4322fe9fce1042411ce292d27961987c849264c747",
  "schema": "gridshift.signature/1",
  "signature": "623306945a2a6ec6959ccb7c49e969493a8b4ee2bf6df400cc17d1d3daf35d066a9dfc380b2e8b2afa9ad44d502867c71e3cd2490a0a3cb6c9fee9ba3fce1c00"
}
