{
  "algorithm": "ed25519",
  "content_sha256": "ed76843d25fdb8177f7843da765cf1c0f72dd89f5a359b6d6b5740d59f1b841f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "2a2992d79e238c51e35a23d00404626c7e2335d84a5e72af735ce0f8875ea0b4",
  "schema": "gridshift.signature/1",
  "signature": "6bf118737a300f899babc420def4196ecbb21b8751a9e1a58258f859c7f7211850de1a603aa3826590f808f7e3417ee0ffe1e5fe8796c613e4d9f3f278c9400a"
}
