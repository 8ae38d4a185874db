{
  "algorithm": "ed25519",
  "content_sha256": "c7299243053037e1d7314cdef64c260ffbdc9920c7d31d93ede42444e39cec84",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1b6e6c024df9fcd4d76bebffc4ee69959a90bb973ff4f29ce16d48bddea73f77",
  "schema": "gridshift.signature/1",
  "signature": "c7be27526503902dcdc0e66b43034d4bb045db565113b2833319f5f41ba7f811f1aae3fe7939c2822fd9011c77c8bb16ff30e20b77f94b2d2adffe77ae8c5e0e"
}
