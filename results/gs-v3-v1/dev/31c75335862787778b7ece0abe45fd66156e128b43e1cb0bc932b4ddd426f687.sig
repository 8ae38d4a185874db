{
  "algorithm": "ed25519",
  "content_sha256": "5775fd5904d92a512608b279263dc6719ac8e2da477f5189c4141b1c339d9bbd",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "31c75335862787778b7ece0abe45fd66156e128b43e1cb0bc932b4ddd426f687",
  "schema": "gridshift.signature/1",
  "signature": "7797350114dbb93daeaf90ba652ae7290aaeccb8d88ab75a1052488376badca01c89aff1091f60e25df6e0446abb10b0ee7f34d7ea2aa5f133ce5bd939d63b0c"
}
