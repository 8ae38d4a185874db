{
  "algorithm": "ed25519",
  "content_sha256": "7eac08a0df4317ac493bcb00958e48eb8d6d18bfae6d2f986628cb0a866dc1ab",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f9731cf51164742633e923612fcb60be55d924a092e8cebbc5a7108f6481f2db",
  "schema": "gridshift.signature/1",
  "signature": "1cac5c677b53d610f36f3d4186d425e94770307a01a95a0a114875853e54c26e73c7f6e37c8d018ec4c190045a838cd976814e8d9c8b43faf05b5926d8316a09"
}
