{
  "algorithm": "ed25519",
  "content_sha256": "e15c051b0756fec9b9d14ce32f9fe789a90a442e81aceee72446d797d9832e3c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4fb93ea04177beefbcb03b44081b9f73019579e0b0626522c5406ecb7966427e",
  "schema": "gridshift.signature/1",
  "signature": "6fad7691ddedd8617493b2c05cc9aa49ec832872a5b1cea56c4fe43d2259503d58d23c39c2120032f778176589b135418c34e4fc9601dff4f1ca78c6ef86d605"
}
