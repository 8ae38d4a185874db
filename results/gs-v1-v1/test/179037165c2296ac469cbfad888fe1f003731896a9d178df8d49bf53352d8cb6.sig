{
  "algorithm": "ed25519",
  "content_sha256": "27b11a3886e4fa0c872f09b768f56a62819ca87a0dc1f0f0ee9d1b6160ed32e0",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "179037165c2296ac469cbfad888fe1f003731896a9d178df8d49bf53352d8cb6",
  "schema": "gridshift.signature/1",
  "signature": "5e993e4df979a5fcd807fb167db6f44f256eef119d9dde4653099aa9103e4626a3d2493e3b3205153ef1c46616ccb9fef76eb09d1f2dd3642e7b63e62a94520b"
}
