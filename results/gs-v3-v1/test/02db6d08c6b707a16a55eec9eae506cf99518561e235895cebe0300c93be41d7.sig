{
  "algorithm": "ed25519",
  "content_sha256": "074cdb3244c8342f133c25c16a40b119c0103d6b4f9e2b7dd49ba8d0ec47b591",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "02db6d08c6b707a16a55eec9eae506cf99518561e235895cebe0300c93be41d7",
  "schema": "gridshift.signature/1",
  "signature": "deedc6c7b63ebb67c07a4b030e4ff4ecc98f0290b370f97f0b03d1e757d429b801f66e55ccb864305a2da8f1a1cea33a241506ef1ee1fcddec298f39c9012504"
}
