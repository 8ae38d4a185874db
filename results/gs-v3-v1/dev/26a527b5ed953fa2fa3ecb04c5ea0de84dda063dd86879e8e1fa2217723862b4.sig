{
  "algorithm": "ed25519",
  "content_sha256": "870b1fce423b7320b6a0fdb8793402eb05f9f19d54047bdb8225d0bc6155cd7f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "26a527b5ed953fa2fa3ecb04c5ea0de84dda063dd86879e8e1fa2217723862b4",
  "schema": "gridshift.signature/1",
  "signature": "2409e62cb672a64a5daa44481508343586c0b30feba8850d80c9ccb87e0ab37385bd5d5bcdb45a66094698851bcc39f57b171a22ee42b52b175ea53dc1b24407"
}
