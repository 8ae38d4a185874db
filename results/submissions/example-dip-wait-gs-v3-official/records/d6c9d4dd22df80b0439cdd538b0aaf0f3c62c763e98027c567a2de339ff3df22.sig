{
  "algorithm": "ed25519",
  "content_sha256": "a9dde30d4fe4791f285b94b8fc0f3870305c43a2dd104ccc1c27125a9f048a59",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d6c9d4dd22df80b0439cdd538b0aaf0f3c62c763e98027c567a2de339ff3df22",
  "schema": "gridshift.signature/1",
  "signature": "0f7d5e9b181d76759b737f87e5981d6068f598876f2696cd4f4dffd048bce9a4580a0ae1a08432220dcdda0e10e444f3ef32ea03b60a94de337a291d9f6a8b0d"
}
