{
  "algorithm": "ed25519",
  "content_sha256": "be6bbda369f20ab396fa525c764a72e2b1760175348be5698e6557bcde59a56d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a473968a46c248c964a16289fcf8654c0a4ef4c32d2aec84adc29d24cfbb8f0b",
  "schema": "gridshift.signature/1",
  "signature": "c06a89da00567cc036f1b27bcc762e11aea6e9ef352bc060f79aaeb1157eb318f69ba72dfa22d407c8c6ebb0e1c6bd3bd10ade6f691f9a4ab7465e2f9f838407"
}
