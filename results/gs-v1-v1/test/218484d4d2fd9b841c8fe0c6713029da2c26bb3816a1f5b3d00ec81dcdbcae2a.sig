{
  "algorithm": "ed25519",
  "content_sha256": "12994ae00913261c9c4c48a11d80d10c84de8932450d53f9fe2692dc4332afe1",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "218484d4d2fd9b841c8fe0c6713029da2c26bb3816a1f5b3d00ec81dcdbcae2a",
  "schema": "gridshift.signature/1",
  "signature": "cb9105ad38666352dfd986b8a2b13c0eba4c3c5b3915d2f3072f933c8ba5e0bd01fe3902bd7e3a5fc9342b44e71f078222548ad8a76133d5e0d93c88c0fa770b"
}
