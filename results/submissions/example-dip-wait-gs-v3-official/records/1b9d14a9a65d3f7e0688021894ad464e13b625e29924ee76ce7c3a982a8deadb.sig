{
  "algorithm": "ed25519",
  "content_sha256": "0798c7712d7e36e31996e43b10c513ddf9c82e76a007a79e66f7889105bd0506",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1b9d14a9a65d3f7e0688021894ad464e13b625e29924ee76ce7c3a982a8deadb",
  "schema": "gridshift.signature/1",
  "signature": "ef32aebfa326b10e94bd31d0d3f578340c487a4c3a27a612f08071d3d7fa132c7010ac7c4ec8f101aae666881ec965de240d2908e68b0896a7793fd28da69d08"
}
