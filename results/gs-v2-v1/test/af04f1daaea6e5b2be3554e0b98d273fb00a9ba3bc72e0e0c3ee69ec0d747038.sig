{
  "algorithm": "ed25519",
  "content_sha256": "b0041b13169821ebed6f025d73010adf1cf707bf920b979e1bf832873f58be56",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "af04f1daaea6e5b2be3554e0b98d273fb00a9ba3bc72e0e0c3ee69ec0d747038",
  "schema": "gridshift.signature/1",
  "signature": "ed77e18ee5eed1128961736d31221f9bb8bbc13923276e0e013c6faee0fc2658d510f72540fead562166e5f64b5943d98a734107e0beb85a3b8e40319a89db03"
}
