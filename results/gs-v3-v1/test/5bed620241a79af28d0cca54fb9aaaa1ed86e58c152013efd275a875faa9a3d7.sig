{
  "algorithm": "ed25519",
  "content_sha256": "6060870948afc987837c1798775fcdca20a97d5dfc281a90cd7019db7b03be92",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "5bed620241a79af28d0cca54fb9aaaa1ed86e58c152013efd275a875faa9a3d7",
  "schema": "gridshift.signature/1",
  "signature": "4663c6df49cbd93d8a9aee089060dd647b50f97030663929f9922ac3dc797bf3a8b3f54febb1aa333de2399f22e606565721722ffd3d96ee7f1ea3028b16630d"
}
