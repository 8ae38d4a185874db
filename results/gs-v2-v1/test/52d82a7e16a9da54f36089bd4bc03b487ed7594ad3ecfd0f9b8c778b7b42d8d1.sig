{
  "algorithm": "ed25519",
  "content_sha256": "e35148da91f79274c117bbdd6b45cc4fb4f0a2d21fdf1981109adbb384adb4ad",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "52d82a7e16a9da54f36089bd4bc03b487ed7594ad3ecfd0f9b8c778b7b42d8d1",
  "schema": "gridshift.signature/1",
  "signature": "65852df7561574a98e71fe605cd48d0b60923087ec2e0e54580b7c6e619c6ba7db316887d842d520ab1423566afdeb0e9b3bbeade8374cbc9c46f98c1cf00802"
}
