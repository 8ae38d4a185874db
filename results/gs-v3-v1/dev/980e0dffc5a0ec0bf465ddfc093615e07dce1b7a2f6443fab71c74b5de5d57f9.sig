{
  "algorithm": "ed25519",
  "content_sha256": "00b08cb0deb651f7564531625db8cd7aed58ff4f2bdb1b91b6616deab67dbcae",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "980e0dffc5a0ec0bf465ddfc093615e07dce1b7a2f6443fab71c74b5de5d57f9",
  "schema": "gridshift.signature/1",
  "signature": "1cf38518ee948aa1f534a6e30d4ba9355546f07660800afbdf5aff5bba3475e4c85f356ddf754e918408eaba061df23439c5eeeac7d4543640b96523b913f20a"
}
