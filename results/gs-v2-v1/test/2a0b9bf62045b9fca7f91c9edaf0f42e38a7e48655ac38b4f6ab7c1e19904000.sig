{
  "algorithm": "ed25519",
  "content_sha256": "10f250f8cc2e536aac1d1109c68ce4e2398a675f4c932ee6ea7a1e5f33763512",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "2a0b9bf62045b9fca7f91c9edaf0f42e38a7e48655ac38b4f6ab7c1e19904000",
  "schema": "gridshift.signature/1",
  "signature": "f1bb3d72c378cf77b2492559ab8698618c3beee899e934ca99f60f6bf88d6a664ef9fee24deb4c91aaee9a0dff6668d248cd8fbcc8cfced0469db49ee68ae200"
}
