{
  "algorithm": "ed25519",
  "content_sha256": "d3210adc0d0f49f8a89ac97b489f951c474fb1a54da5591986c3132c1b251187",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ca23d7dd96ada4a96f34609c585aafcf265ed1de71d7ebab6470f926fdf022f7",
  "schema": "gridshift.signature/1",
  "signature": "566b6f1da4817323031c2f128778a6bda50c37b0a81a7d4b736d32e8a0c8bac6b5475c03e82180818de21fe5f73581dd8bb2ca5036f19cb3110cebf48f738200"
}
