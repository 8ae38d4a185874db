{
  "algorithm": "ed25519",
  "content_sha256": "5cc58f8f912fbf3ee14a61dccbed8671b3d8e6c8ec7fd3ca45923996833b51f8",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6fce868dfdfc949e4e5130f1f2a0f2c36b90bb004a5125f459c682e49eb13820",
  "schema": "gridshift.signature/1",
  "signature": "f2fcf8c7a9d630133c7b1d48d29d4e062f3bb0e534187d9fc610480c1957e37a7135ec06c6b2dab575579e9f9453e3aa651bc1c7cb8cb80fb582137599cdb80e"
}
