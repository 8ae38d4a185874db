{
  "algorithm": "ed25519",
  "content_sha256": "5d1806b684b7b28344f1d3c10ce363a4e798c2662580f3eb6c385769de169200",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3597be96abd3b2fe68ccc0d3efd7e7b35817b2b0a01b255b496c7e5b20fc6a26",
  "schema": "gridshift.signature/1",
  "signature": "ba0795eb2244a623f1942f50354ea6ec984065210e8faee6254db0e0f36cfbf1520d24d64c7d6be2524ed25b3b3f29ca92ec606daa17e39ac354f9b61b778e08"
}
