{
  "algorithm": "ed25519",
  "content_sha256": "ea46b4da91ccee0931a5b861c672955623322b938900bba931bfae29c45d2972",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "81cafc427ecde0c64996ecfb51fd21d236194533a14fd2ffe69c81a9039e94c3",
  "schema": "gridshift.signature/1",
  "signature": "aba4accb8a62f7dc81926dab781904329f305307e113e261817bbf2dcb7687703b0bd024567e43fc3940b1332d04a6186b4f58294ee405a07dcc861c03af7308"
}
