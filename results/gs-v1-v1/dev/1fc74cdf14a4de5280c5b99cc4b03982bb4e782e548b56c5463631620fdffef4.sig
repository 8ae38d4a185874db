{
  "algorithm": "ed25519",
  "content_sha256": "c934b952d9517ee11aea2733122f30954bff80529e9a10acb45806126dfa91d7",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1fc74cdf14a4de5280c5b99cc4b03982bb4e782e548b56c5463631620fdffef4",
  "schema": "gridshift.signature/1",
  "signature": "f1d84c6c695e2e6a0b2af5f06bbe5b6c3d32c17324141c80daf3b1f0110e2d8ee777d4b3e35962fa4574f9b933436c794068eaadeba746f7b810c400f5857709"
}
