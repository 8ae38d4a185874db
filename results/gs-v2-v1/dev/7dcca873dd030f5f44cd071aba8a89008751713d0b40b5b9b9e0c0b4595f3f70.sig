{
  "algorithm": "ed25519",
  "content_sha256": "bd655888b8eafea1d3cb23f11aa27783671fd5ca86e8fd4d494bdc28c24aaa99",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7dcca873dd030f5f44cd071aba8a89008751713d0b40b5b9b9e0c0b4595f3f70",
  "schema": "gridshift.signature/1",
  "signature": "3c281df61bbcd671f2ffbb5b080660b1d8642c7a573eebb75e5dcf6bd706e206a3908563917b378ef33e3c5b0a6ed37be1b8abf6cb6ceac50e30197e60a7610b"
}
