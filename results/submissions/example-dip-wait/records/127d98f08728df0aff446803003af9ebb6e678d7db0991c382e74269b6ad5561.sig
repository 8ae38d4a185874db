{
  "algorithm": "ed25519",
  "content_sha256": "b0c1c98bd2b11203faa9472b579fdae1d0507a5976b0e09702d17c426986ee3e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "127d98f08728df0aff446803003af9ebb6e678d7db0991c382e74269b6ad5561",
  "schema": "gridshift.signature/1",
  "signature": "1e7aadd29baabb3da05a00a5eaa2c51c19f7e7ab9358647a42819078643f988514c88914c396987e3a2fd4bafc69bcc792386f6bd1fe1ac47b9ddbee0660b10a"
}
