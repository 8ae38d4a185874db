{
  "algorithm": "ed25519",
  "content_sha256": "3590c3f9d9788048a74ec68142af151b2913b06507d76c980f1ee40917812eef",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "bc706c405ffd3777d8245cfce7efa0df879ace5d0e9fa4e0c4df6b98357c34c5",
  "schema": "gridshift.signature/1",
  "signature": "1d20e3a41d979133702510c14853bce0858cc7f621b2969700ed505b64d13d33c6efbce9c3d33d15804a80d8aac6cfec86e9ba395e7a32276d97e49a94eba803"
}
