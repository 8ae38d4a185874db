{
  "algorithm": "ed25519",
  "content_sha256": "f986188007cbcde93850358939933af85e1d0ffc3b2b290350998f04d85d862d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3f60fa034a0e383e64a1cadcfbfeaee3a884ad58501b896e056f4923386c044a",
  "schema": "gridshift.signature/1",
  "signature": "05e95df88aed95964e08c37016b3b591ba17b95251ac92cc022a0f04838074919650dafebf0e7d4a4cd0281160cfc8d8d63542dbc80d6746b280bcc8ecd74d00"
}
