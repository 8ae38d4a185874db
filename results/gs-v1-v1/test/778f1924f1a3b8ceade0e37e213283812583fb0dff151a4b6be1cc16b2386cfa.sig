{
  "algorithm": "ed25519",
  "content_sha256": "5dd475e2ae1610db5b2a09d717e35f03b8f38f97661fa1e3ab82460ef01382bf",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "778f1924f1a3b8ceade0e37e213283812583fb0dff151a4b6be1cc16b2386cfa",
  "schema": "gridshift.signature/1",
  "signature": "7a58687e087d872965e8f83d7c753425e21cc70f3d0922ec534f041ec54ab696ff6a1b83054cb218927f4a0c28d8e6e020812c73d168ea90f89716aeec1b4c0b"
}
