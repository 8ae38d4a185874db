{
  "algorithm": "ed25519",
  "content_sha256": "6395f16f50a1aafede4be559d756d97eec142ffe853351ec2629269e1c153f54",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "5019cb0936fc953ce6eca6c3a10e9b39f10467a4f81bc7e69338c65826e7339f",
  "schema": "gridshift.signature/1",
  "signature": "2439c4b4293b1c9d4e19a3dbc1cac5628f3efa3dcf0566ac84a01242484e0a4ada90d57f429399e46f2617112ae7dfb95ad26a789af2d9f528acef0f137b720e"
}
