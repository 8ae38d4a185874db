{
  "algorithm": "ed25519",
  "content_sha256": "f670020dc3fd93c9fc002234b585a6bee348fe74c762501e380b516b6bcf7581",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e38d028d4e2b1eb15e524fb5ed0bba45cfda81a0364f21b3b7ef4f1a091894a8",
  "schema": "gridshift.signature/1",
  "signature": "4455aa10baf5d14120561d5990b1e6a040faa19174bf97a6dbc860d6badc95d5d9c4ba195e7adf505b62b14e6578f2c40d59a8782edeabf8ec35e7fa366aca0e"
}
