{
  "algorithm": "ed25519",
  "content_sha256": "cb1ba069e02b24bddbcd1e42356e2d36016cee3cbc35a0f81da3984b84cbc7ce",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "77c353856662b622d3073526ef76cecc83f892e087a12f3f569210ec3cd14b9a",
  "schema": "gridshift.signature/1",
  "signature": "c82bb838cfa83ec714aa40e689dd874cdf801850daa0dc92fe9c6b88e248490f1a4d41fe971f6ca08082f45ff4bc99245fcabc97b6e134255826d5036d1e5600"
}
