{
  "algorithm": "ed25519",
  "content_sha256": "2e337ad58b1dede3a4b2764520392fc6c291cb8507729c24b4d3278e2e529e97",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "983b7775cd4a68c178e400dfb09ce62a971ed3fa8a795f8c2b22210733a8c2fc",
  "schema": "gridshift.signature/1",
  "signature": "e1a428ae1b3a1674cb9064bd5e76b8dbd6ec4b06bff5dca15c6036145d8924161c6b0ad18bba4cc6059b4a93aeb11e929cd1a771da45043bcc6094daca0ce309"
}
