{
  "algorithm": "ed25519",
  "content_sha256": "b40365201322e2a716a1f8f5abc973c9d768be10902c59d1866b1dadd2aa7feb",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3925feccfbb6165d20d8debdb94b8caba731af4b26ab05d6b46b4f32ab43a809",
  "schema": "gridshift.signature/1",
  "signature": "9590585192220f36a1cad17805961898c3a647e59f33b64cf4f2b1d9909adf40fa0ceaf09967aad0223d2f097d55e49d5f8191ff90d6d4b3abed489a9536e208"
}
