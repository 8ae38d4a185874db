{
  "algorithm": "ed25519",
  "content_sha256": "35badc5dfc02fa56272e9e0e83fc42081079ce5c608527d82d69859232a666e5",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3e417fb740f375c1526a3faff7b8cb6242370cfa054c4148dcb9791851f0380d",
  "schema": "gridshift.signature/1",
  "signature": "58c07e658ede7d33adc5dd346037d14854975b6097cc61a5ca86d95b19438529c9bd31836eb5b94a7badae3b4df721252258a9d8d72d1aacc26a9817548ae905"
}
