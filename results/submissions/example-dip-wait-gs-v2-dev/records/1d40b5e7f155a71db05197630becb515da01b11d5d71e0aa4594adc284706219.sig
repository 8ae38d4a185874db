{
  "algorithm": "ed25519",
  "content_sha256": "0ace37ae66528f3ec55e2e5a4a4fe0cdcb9b201f8cf45771369fbfbbd7359cb3",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1d40b5e7f155a71db05197630becb515da01b11d5d71e0aa4594adc284706219",
  "schema": "gridshift.signature/1",
  "signature": "2b2ee6c95b2cdffab7e09a257e66c80155aefaf210411b53ef8f23607d2607ce2df4dc117773c047c741c3f294128d52d277f507f3a877ad1f316307d1ec0f0b"
}
