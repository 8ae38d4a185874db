{
  "algorithm": "ed25519",
  "content_sha256": "09473407ee2b20fbb82f5539aa32c70d769773e5ed9e3305009fa29ca4dbb38d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1024b39a7d0b557663586f1aa54b368e8bb2af8bd58e536b1fc20e90666f4804",
  "schema": "gridshift.signature/1",
  "signature": "eabac7c5597f99ab07d73ca6d8218d917c959c4819caf40bcd600a72388a91be2582e8f91aefd25d8b62fe3203b939f8e852e8a35da8b055910f9e69bbb3a307"
}
