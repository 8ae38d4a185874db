{
  "algorithm": "ed25519",
  "content_sha256": "0119e9c4598a9321c0f48c6a763dd10facff0a75489761de9b8dee7ceb51f6e0",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "fca24f880ee4dd1744c897099058074103f978afeea1f0aa8100c6e69b19179b",
  "schema": "gridshift.signature/1",
  "signature": "aca91b051ee16a132b5271660075121318419cb2c3c030e91c313334e9cb1cff724ce087ea1788068c7caf136a1775fb40d3e523c534b801e158b8e9dc94710a"
}
