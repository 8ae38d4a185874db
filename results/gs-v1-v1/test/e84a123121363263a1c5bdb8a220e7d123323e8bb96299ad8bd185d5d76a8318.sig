{
  "algorithm": "ed25519",
  "content_sha256": "7ea7d65f8ece5731e28972b344a304400177f5a9c660e09b3982d448a70f2cac",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e84a123121363263a1c5bdb8a220e7d123323e8bb96299ad8bd185d5d76a8318",
  "schema": "gridshift.signature/1",
  "signature": "f1e1b61c81fcf4e98ef2e792fcb3138dfc8f7506da0a5d3092fe22382356bc5c56e35a6e53732a11862144598997c9c483fb73dcbc1ade44ffecfe1f58f8160e"
}
