{
  "algorithm": "ed25519",
  "content_sha256": "521d0c4ff6f4ff7d4bb099a9035f5cfbe53497fe180e77d57b252784057a4622",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "97378d135a0c1432971c81ca734fb0b2a5fb69e4aa7b19b2c67e02db8dbf6855",
  "schema": "gridshift.signature/1",
  "signature": "52a99f4c1ecbdfbcb178018c39aabc8331f14957b025350bcff2ce9e0db069ac32abb8089e222ee983d1e2aa8f6546b4ad10d8a4886595db8b1779daaf9e970e"
}
