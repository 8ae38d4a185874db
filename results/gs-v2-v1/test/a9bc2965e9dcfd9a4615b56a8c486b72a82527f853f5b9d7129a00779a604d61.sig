{
  "algorithm": "ed25519",
  "content_sha256": "dfddebbbe84589e97d4055294d0816fdc7755336666be0c110c3b980e7fc44e0",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a9bc2965e9dcfd9a4615b56a8c486b72a82527f853f5b9d7129a00779a604d61",
  "schema": "gridshift.signature/1",
  "signature": "0fdb12e12f7347791b6ff8e03d62051d6745ed71073e2bc16aae26375c9718ea850f709bc4fbbdf82d704a39d4726767383b5d25dfedafd54d58621bd0ae390a"
}
