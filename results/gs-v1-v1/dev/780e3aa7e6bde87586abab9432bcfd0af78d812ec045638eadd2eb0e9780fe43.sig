{
  "algorithm": "ed25519",
  "content_sha256": "41aeaba39798f03bd03950454a72194dcd40ceadbeabe780974f05147904322f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "780e3aa7e6bde87586abab9432bcfd0af78d812ec045638eadd2eb0e9780fe43",
  "schema": "gridshift.signature/1",
  "signature": "9403f4d12eca2728d09698ed59d8e9dae8eb99b6661f2816e2b302c12d9081985aeb51e83298bf3df79f2527f91de502bbe1624e44417ac0501bbec500b5c50f"
}
