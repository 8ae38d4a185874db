{
  "algorithm": "ed25519",
  "content_sha256": "9e12d8d56d09f13ebb02dc0c07a369ad4fd16369ef0f932097e9100beeaa4019",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d43ac39c1accb5d8ab6018e72aa73b9c41f9a1455c46d29333e5f9e4c8c321c6",
  "schema": "gridshift.signature/1",
  "signature": "5511e06e945f1682edc11df28f6cf53380e141c91f9d25d70edc0a2f8037f2020dcde2e127803484e776e666f7c9803ebcb36b2da24df5e0612219f678fc810d"
}
