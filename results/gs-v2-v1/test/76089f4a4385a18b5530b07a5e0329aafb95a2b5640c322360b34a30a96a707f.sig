{
  "algorithm": "ed25519",
  "content_sha256": "f1048a0d70cb0fc24c3bc202099a7bb7a3012fd0e253a90b42e440a4161232dd",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "76089f4a4385a18b5530b07a5e0329aafb95a2b5640c322360b34a30a96a707f",
  "schema": "gridshift.signature/1",
  "signature": "1e3a63e6b5eff7095c735c123b577ffcf0c4b353be45551c9653b0a10e12a1b89457125e3e3e4b7c5bf369a6c28ac7240ddcfe63c0ccca9debe54d5371c5620a"
}
