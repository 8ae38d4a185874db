{
  "algorithm": "ed25519",
  "content_sha256": "ef2c7cee15504d8307478532e741477f4dc49b3e123a55435fd81728035db86e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6159c64e40511c2287194cc335f223165ec8281c6f2571ec597ba187b4da9252",
  "schema": "gridshift.signature/1",
  "signature": "cd77eacc887d23e8ebbddaead07557ff5ec04192bce6de5816a952f1745bd6c39bd9833a1fa3db1a8aadb60bb9fd8896f8279fbc48281030a599f38eabc21b04"
}
