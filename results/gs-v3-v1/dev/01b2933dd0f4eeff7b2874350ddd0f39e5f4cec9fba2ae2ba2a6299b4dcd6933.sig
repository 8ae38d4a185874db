{
  "algorithm": "ed25519",
  "content_sha256": "ee2bc5c04e5c4746658489b22618a3628a9ceb782ec171790dc83d8439d985da",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "01b2933dd0f4eeff7b2874350ddd0f39e5f4cec9fba2ae2ba2a6299b4dcd6933",
  "schema": "gridshift.signature/1",
  "signature": "c6d6a734679c7963b9ea6194ea400c5bea85484cfd51f16fae0e23d5094e32be365b55bc9663511413495a756b33b2b1509da992a8092e444414f909e462dd0b"
}
