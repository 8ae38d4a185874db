{
  "algorithm": "ed25519",
  "content_sha256": "b8eafd0e9fcc7f02d4e8e138f8ea06d9811a0dd5a3fef35d2da3a905a89ba541",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ee33d45bdc4ebbdab109d27a845ab945ee8d6a3d7c8fa853265e57e3bf1b63e3",
  "schema": "gridshift.signature/1",
  "signature": "2a83935fd454eb8cdecbf65bf0cc336ffd018a861ca917dae92ee2ecfcea38e59a8f697e9a78e079ce547b1a57baf8506984a98e4b32e9133c038e46287f7805"
}
