{
  "algorithm": "ed25519",
  "content_sha256": "3d832c76e13c7af65906084e944695459ac68954aa92bb8e3a1dc164c3f25e8b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b0e8ab94524581335659d676154405ffc5a4bafbc7ee544ce12f4b007b1642eb",
  "schema": "gridshift.signature/1",
  "signature": "ee8dd9f44e116f0511953b061a47dd0faae039890cf1d52ce8716918a5d0c7950adabb3c7f70e5a9e0b1923d1539b8b6dec66f82c50bdf17b83bfe874226590e"
}
