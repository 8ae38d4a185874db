{
  "algorithm": "ed25519",
  "content_sha256": "780c20c36b4c814294800d8079afc080f839c38550f4d9191e027374452787ac",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e75518cde2e4ae1e78c06d65ff7c30a03c62ca6f474fb90afa58fdf1042650f2",
  "schema": "gridshift.signature/1",
  "signature": "4abfc9713b96ccfe7f155a932cc4a03395116c44811e2c4d0dab96e61074dde995dd7d094e4a7e02d7e28e0e5e1fd53a0ad7f546224105967fe9dc9666fbb50b"
}
