{
  "algorithm": "ed25519",
  "content_sha256": "51b54fe16b75084d97c227bb5b871c4c1dce527fb6248bd6c9d1921184ab6856",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8f7cc2699ee3c76189c1d5e44cd959ebfc0ca14e3b312aa6bb3f97177e381e0c",
  "schema": "gridshift.signature/1",
  "signature": "22bcf0cf41a7ef4e690ed7b5a1f3433a89addff5d1e54923dc6889af72d9b463109fb23d77ba9b402ad366612f5734eccc37f60c00bb1b4f920711f893d9350d"
}
