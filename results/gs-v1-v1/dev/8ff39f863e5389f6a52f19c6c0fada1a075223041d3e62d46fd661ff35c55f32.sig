{
  "algorithm": "ed25519",
  "content_sha256": "e0144b1bee80bfe398808932dc69982a57f03625c5a2e9ddb9171819933e7d61",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8ff39f863e5389f6a52f19c6c0fada1a075223041d3e62d46fd661ff35c55f32",
  "schema": "gridshift.signature/1",
  "signature": "4f3cc8c5c1e3c1403981e16af154f3579117cef067e8e45de2eb9cbc92f562cc52c547f2abe281380d429e581b2bdfd008e570126a650d9622b5de9b5b43d907"
}
