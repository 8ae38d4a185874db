{
  "algorithm": "ed25519",
  "content_sha256": "909d8849a2dc9dc7921bd24c0da7d429fcf9fd018a89fa8ac00a9e187c7ab8dc",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "663752e4440e627d2a7682e045529364c428c8cd6f9bb4abc157f083efd8a7cf",
  "schema": "gridshift.signature/1",
  "signature": "47791e1662241c1d1cf9c792b1456edb4f602ec47ba03bde05ce96f6fdbffacc55e6c2a2c79388c8a6157abd8a096118f107441197c7d477416b7ca6c573220c"
}
