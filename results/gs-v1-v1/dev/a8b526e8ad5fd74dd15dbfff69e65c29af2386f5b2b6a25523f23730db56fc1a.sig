{
  "algorithm": "ed25519",
  "content_sha256": "dcca4a9e27800715c2f78c907b987b50873026c85f350125e19c534128ad1a9b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a8b526e8ad5fd74dd15dbfff69e65c29af2386f5b2b6a25523f23730db56fc1a",
  "schema": "gridshift.signature/1",
  "signature": "229489d4fe2ac534502bab86b542d3c6efe56590a60c01e214b1b31c780775b4b2069260e0cc1071eb40dd6723057660debb2f9d8ea655e02b1b53ebe576f80c"
}
