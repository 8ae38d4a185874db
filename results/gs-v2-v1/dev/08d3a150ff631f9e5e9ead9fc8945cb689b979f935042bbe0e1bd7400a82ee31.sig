{
  "algorithm": "ed25519",
  "content_sha256": "9643938d0d34d77f42c73f28176f4ef49a8d2bef7b3845753967a7ca501e3e5c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "08d3a150ff631f9e5e9ead9fc8945cb689b979f935042bbe0e1bd7400a82ee31",
  "schema": "gridshift.signature/1",
  "signature": "76a2ddb242236f1eca6728b7b5dead7f56bd1ba076e364551cb5077c939ec478e154aa166abf485a59c31a811c2dff67cdfd8a7b48eb0ec7b67c8f11b293d503"
}
