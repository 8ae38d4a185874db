{
  "algorithm": "ed25519",
  "content_sha256": "5ae9afbcb2a5e11a178481bce28b28aa83103be7d4f1a5333a07e8566d8acb34",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d864585e62078d93f2ee73d0c754172b1508cc265ef949766e69b7ff0d5a4136",
  "schema": "gridshift.signature/1",
  "signature": "e06dba0c486c523dd21b4d9e0fb0edb51529ed3e8bb3d804bf6269d02cbb336855b45e2e1afc3f49c619b2a56d47035ef3df0280eea0db3d392c9cadd9b64a0d"
}
