{
  "algorithm": "ed25519",
  "content_sha256": "4899d76a52bcc5b125ce912faf5301e8d832e89048759934e5a8a4bf0bb64abb",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "75369e65ad0f6257335d84dcaa34b8fb425317e4834da7b491c387bd476fb9c6",
  "schema": "gridshift.signature/1",
  "signature": "6f8705a41d269cc4d07bd8618f33c5c182bf1bcfb884a8009ce35f8958f2d0b70b45acf583440b3e45cabfb9ebb5524968284f4e928429634620cbf0bea7380c"
}
