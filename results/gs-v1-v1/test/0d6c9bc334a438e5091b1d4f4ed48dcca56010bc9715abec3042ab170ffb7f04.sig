{
  "algorithm": "ed25519",
  "content_sha256": "9c853801d156305513f8ea4bf7370bd77ae0e006250f2bc038615d83f1a987ec",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0d6c9bc334a438e5091b1d4f4ed48dcca56010bc9715abec3042ab170ffb7f04",
  "schema": "gridshift.signature/1",
  "signature": "978fc7a18a2cbb5c0a8b6aa8a4fdd1807cc21eaeca2d547651f6d87524bb7470949570e1c6033d3f0b7b57e0838207bdb91c9befbcd8043e34e607882273c801"
}
