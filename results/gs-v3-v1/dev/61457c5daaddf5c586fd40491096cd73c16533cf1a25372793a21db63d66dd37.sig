{
  "algorithm": "ed25519",
  "content_sha256": "b7afd0d8ebb63ad12b47f8f91b9c35e6c25808db4aa797a17966789c93bc8bd8",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "61457c5daaddf5c586fd40491096cd73c16533cf1a25372793a21db63d66dd37",
  "schema": "gridshift.signature/1",
  "signature": "9baf66ab98e77fdbfadd914858d064885ed907ac9ca4894f8fa3e863193b40d109d1116a73fd0dc1f6bc4885ac30048c548ba289f5b884c651f85889b464bd00"
}
