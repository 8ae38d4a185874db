{
  "algorithm": "ed25519",
  "content_sha256": "a64965824eda9c01b31ae701fa1804a9ca5076e353969fa170919d64765f32ed",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "5de1e8d2839aca7d3434f97347cd186f4b5031c0b64e363f713d7460e239e1a6",
  "schema": "gridshift.signature/1",
  "signature": "9d88fa8b1a634474ea0fb9fab75db622299b9e0752cf6d313e13cb14863e544f2b941e4843a1b37d58aad52ff2c7d3b4341fddec25cca4423b14335f273dbf06"
}
