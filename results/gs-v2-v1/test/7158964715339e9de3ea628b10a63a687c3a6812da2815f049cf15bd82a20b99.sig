{
  "algorithm": "ed25519",
  "content_sha256": "c3010eec27030c68505c8ba982a6d892805051bb93611ce1ad5cfe654ca0528a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7158964715339e9de3ea628b10a63a687c3a6812da2815f049cf15bd82a20b99",
  "schema": "gridshift.signature/1",
  "signature": "825c604f8173fcbbd64483bbd1b4148433a24db2aa9b5a51e9b392aa780260966c90fafa8e5d8c84d223fa97bd16a2fa4afc9864eec5949a6b88a115e81ed207"
}
