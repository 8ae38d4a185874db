{
  "algorithm": "ed25519",
  "content_sha256": "6b29cb18073e77408fae9ea3475b04c5d87420a4d6e09de3ee77041a9a54f2e4",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "cc86757aefe43a23740c2b9fdf23a6708d090bc628e487a8bb4416cf8d0ef4f3",
  "schema": "gridshift.signature/1",
  "signature": "f1e613cc462fefb6536b3c5ba905cb5dc0bf0cbd3090ee595c4d50f292d7e701e89d43ceecf9780dbea3d195506cc0f04eb3ccda28b076275cfeeac0a29a9705"
}
