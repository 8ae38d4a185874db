{
  "algorithm": "ed25519",
  "content_sha256": "e757934b31fb7f63aac50f262322e47ceff248647d44282d2be36689b21d1b81",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "fc0dea19129f85351225bdb81a799b179ca9aff0142790e4e97311d2cb06925a",
  "schema": "gridshift.signature/1",
  "signature": "5a4bd64957637bb35483b120408d101181e38283c4693c15a358be55d5be5d7ed9fbefe409b8d57976e9a50e791aed12785d71d140fb4f48a13b0d8ef88eaa0e"
}
