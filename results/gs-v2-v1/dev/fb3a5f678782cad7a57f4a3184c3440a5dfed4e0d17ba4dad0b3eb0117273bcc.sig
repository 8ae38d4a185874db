{
  "algorithm": "ed25519",
  "content_sha256": "d9b1353166e4246d682b2c5acd8e296c1e169ae7eff504ab1bf84ee9a6c9d08a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "fb3a5f678782cad7a57f4a3184c3440a5dfed4e0d17ba4dad0b3eb0117273bcc",
  "schema": "gridshift.signature/1",
  "signature": "a352b79145eedc89ef2ca7f1dc4971208f921caf12a0181ac9cb45feec9821283701009039f16b228c6516504c65a3f3abcbb8777258665acfcd58c6f7b34e09"
}
