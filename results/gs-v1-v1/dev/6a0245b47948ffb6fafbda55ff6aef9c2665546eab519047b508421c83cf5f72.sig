{
  "algorithm": "ed25519",
  "content_sha256": "7c1280beac7dcb496847e43884ba72fc179c3c42d7efa5e0e43409aee9b8badc",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6a0245b47948ffb6fafbda55ff6aef9c2665546eab519047b508421c83cf5f72",
  "schema": "gridshift.signature/1",
  "signature": "811ee88bc497d58b70dea56a8fa2ecf6fbe3142ccba3b7401322e25e1bcef93f6c0804b981890d17ae30002cc1b05d98a77745b4956ca1083efcf99b9f72e708"
}
