{
  "algorithm": "ed25519",
  "content_sha256": "71211a66219072c4bc17ff77cb81c8dd59b0afda4ab358f1af2bb811ad5bbb00",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "580738776ddf17a2efd6ce62869a011c7812ff9fb4d7e9fbe52a22c63498ae6a",
  "schema": "gridshift.signature/1",
  "signature": "48095b7195c13ef54d09ae461b9883e23004fd911eeb97fdd1fffca39104d2d34a3b723d7072fcfd6276df4f5ed9fcd78b33b7ad1c23205fea8ae62e68248404"
}
