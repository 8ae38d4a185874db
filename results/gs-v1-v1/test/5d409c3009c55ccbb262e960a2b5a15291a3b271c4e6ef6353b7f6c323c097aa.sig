{
  "algorithm": "ed25519",
  "content_sha256": "3693cd623eed7ec648f49a42d932d3f8c23a64cc08edd86738060a10906ea959",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "5d409c3009c55ccbb262e960a2b5a15291a3b271c4e6ef6353b7f6c323c097aa",
  "schema": "gridshift.signature/1",
  "signature": "c6d8d66c05c09e5b7ba0224ae5db0af31d720115cc09e2444c2ec357d88ea1b166aeab61e665ea2ac15a5a3b8310ad91e71aac1d92ffc7522c20c63b3b638801"
}
