{
  "algorithm": "ed25519",
  "content_sha256": "50926af2033ac70f1100d3c094564bf10749bd345d724ba331163c8616a2cc40",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0d98d04ddb2f2996b66c2583ed8537724e2fa3ec729d76f82cc21d12aa2afd9e",
  "schema": "gridshift.signature/1",
  "signature": "1f3a870f16b1ef02b043c235394dc72f3a99e4ce9f5ac8acbb0f61e7a9c136cd525784497a6eb0accf4bc87035b17b969c6765942b309487e1919b1f12109b01"
}
