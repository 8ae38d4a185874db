{
  "algorithm": "ed25519",
  "content_sha256": "853c8ef025cbb84efb2cf0ec10cddd332caddcb0770d239702726ff49342cabb",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "83409a5b2b9d1f4bf1e1f463e0dc5cc86e8e4e7e46eefd1c261b510e3ec77505",
  "schema": "gridshift.signature/1",
  "signature": "eac2ffb513c01c22202192c837a03bc401f5bce1f9f929cad58875ad90bb423cb65971509b280116606f156585cdec782988b7521a1b11eaad4abe3a5a98e40a"
}
