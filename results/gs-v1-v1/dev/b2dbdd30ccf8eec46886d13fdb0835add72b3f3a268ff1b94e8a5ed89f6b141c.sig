{
  "algorithm": "ed25519",
  "content_sha256": "d47622bacda66080cbd5e46f5a9f76ba2c1de792f2d26c6b72c4966bfe389e12",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b2dbdd30ccf8eec46886d13fdb0835add72b3f3a268ff1b94e8a5ed89f6b141c",
  "schema": "gridshift.signature/1",
  "signature": "fb270563f289e3956f4e594553e306d6becf7c0cbf6bded327ec499921616472221e8457aa78745c495f6dece4971f12ccbe164c7d91ab894caba84b237ffd06"
}
