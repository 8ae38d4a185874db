{
  "algorithm": "ed25519",
  "content_sha256": "69b55fd649fde86caa947b2a1b15ca0480f2c0724ebed5f312c3f797b582436b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6e939e197812df53f186884f687ac3b7709f31d2fafb72e470ef91f0dff9a76b",
  "schema": "gridshift.signature/1",
  "signature": "4785af5c91d4d9dc8cf1a535fe7132cb1fcf3103c3f97e678976be2170e34532a3c317c406bd647fd31ff959259039ec6c6bd9b436272734fd24a78837e0960a"
}
