{
  "algorithm": "ed25519",
  "content_sha256": "55d6d3affeeb80faf9d59940bd0e3a79d060c0118c947290f31aa9191c323335",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "50874aaa66e3ac06f665d8098f868ebaed3936e9f894d4c6301f01e48a066d62",
  "schema": "gridshift.signature/1",
  "signature": "ec20b0cc87dd85ee6ab8fd826eb86922049805ecb27d778f3b7ddd9ba53bac5d3ff98710209cc31ca2a59fcfcc1e21a45b79e6966cd1af014e49bbccad7d200a"
}
