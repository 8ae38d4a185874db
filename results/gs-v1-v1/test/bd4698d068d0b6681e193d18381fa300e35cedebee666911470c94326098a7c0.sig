{
  "algorithm": "ed25519",
  "content_sha256": "db3c2a17bf069dfcfdd0fe564c27768152a99f4015720c6870107ac9eb69d6ac",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "bd4698d068d0b6681e193d18381fa300e35cedebee666911470c94326098a7c0",
  "schema": "gridshift.signature/1",
  "signature": "7f4ad28894ec2ab1f98ca91ed4997e2f427b16373321dd86bd9e678fa1fe35c6a134628d01f142b1f02d87bd7866801cb73e7b361768272d2fc79a4677d7f20e"
}
