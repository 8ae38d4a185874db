{
  "algorithm": "ed25519",
  "content_sha256": "9502796f23450b25506855a21d36a6037d28c64c33e84e79ced772016a4f096d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4e79d319d02bd534ebb0eae1365eeafc1c49d539361586be9b15dc90af2b4b47",
  "schema": "gridshift.signature/1",
  "signature": "f28db275cb3209f207687dfccd93bdb79f02e69cd51d33dfa24520262cdd546ee9618615519e34b811a99647f75aff14f685f5ce3c85e4107d0aa144c12bf10e"
}
