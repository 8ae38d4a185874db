{
  "algorithm": "ed25519",
  "content_sha256": "b94254eb5fcdc12117e2bf87a99456610885b45ed3e6536d1bb94148e031a7ba",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8e238cb5c31465bb5f2be458b1a4051e5f5e9c8ee8b8b15f5df1d61d2ff71be7",
  "schema": "gridshift.signature/1",
  "signature": "f616f1b65f89971a838355e03d0cdede7668bba892ec9e4812eb8722c019ea035ae5cd7381b03554cf462514d2d9a691c159fa0aee56350ed942f0bb252da302"
}
