{
  "algorithm": "ed25519",
  "content_sha256": "c0072972d1224ad92805ee75199fb0ce454dc99dfe3982c9bc5fef99489cbdc7",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e73a193250dedbd1b56f68bb47fdff9f0dc35aae5be5e3d4867e1a981fb28261",
  "schema": "gridshift.signature/1",
  "signature": "1840ebf8cbf48bea0101fd963a577c4aa5b0c0a3e2e3aabcfab822dd102508b9f06dd7b8070267da56c940b7afcb2efba27172968ad360a5a558b95160498f08"
}
