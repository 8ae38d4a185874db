{
  "algorithm": "ed25519",
  "content_sha256": "fa40c762b9d0ad7578b4ca80cbd14726efed5d869aadeddad16d720a3b028cbd",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "dc3a87a300127e367e9d6f8f08d5bf683bc39c4e56bcc651048aa781269e0e33",
  "schema": "gridshift.signature/1",
  "signature": "633ab402d18cc16a1de16acc0c4f2370ea56e4e89d79add38f16cf976504739b0ea93677772e99aab60e15ca36d562950f789c8fb4a8ad3e382465631c3bd802"
}
