{
  "algorithm": "ed25519",
  "content_sha256": "272be70fad3692c892ccb754d237bbf3a209d41a49c310bf166b8094fbfabdc0",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ba15bb280c4f0c4c0d1b7c86eb592c4dfef169f0f6d23ad5c3278008579ff4e1",
  "schema": "gridshift.signature/1",
  "signature": "67be4b819020309036c2c5109ef8aec2f852dcc30b3e4d8426a507d7f25fb89e7545ed67c9f2df4e2bf17fce4138ec8045359c9967c3d3f17f19a6a5b83aac0b"
}
