{
  "algorithm": "ed25519",
  "content_sha256": "aac53ebc5a2759e6d4144ee114f18acb744eccce401753604f0c9b0d5bc421e3",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3a25270eb4becd8ea844a038a3c64870c3e5edf8833c60bb8a5ebc494d6235d1",
  "schema": "gridshift.signature/1",
  "signature": "53bd494abf223f6c48ee7d54f13bc5246751ce65a4f23f0e831097b7e175c75ed81543a1eb239b884c01ab940a0670c2208a02d6a7c3a306059a8c50b274250e"
}
