{
  "algorithm": "ed25519",
  "content_sha256": "260e7021731b76c6ae9fcb3c039dd9236dde55203cd877259d1076530cf9913b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4a0c5170d0905ae29231537c46ac1aa722f1748e0cda2b1fa8da11f5844c8019",
  "schema": "gridshift.signature/1",
  "signature": "c0fa7f0e548d7474f842fee25c2c6b4264358e9100dd6458d3b4e9a2df99b38eafd7942d586c0b9d93f184dfe65d9123e1c4de30617bb47dd95355311b49cb0e"
}
