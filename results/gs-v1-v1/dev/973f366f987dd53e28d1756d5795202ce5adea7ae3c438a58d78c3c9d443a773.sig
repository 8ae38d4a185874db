{
  "algorithm": "ed25519",
  "content_sha256": "59538aa12b65ae2770138e840f09e6b1fb8ee417665d6b5f8e369d5a9d2dd886",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "973f366f987dd53e28d1756d5795202ce5adea7ae3c438a58d78c3c9d443a773",
  "schema": "gridshift.signature/1",
  "signature": "cee51ff88332b934a829cc8a8f83f606f17bbf9b3f722111af6ccd4a1daea2ca493ea92d2b5c7a1be79cca262f69ac275429d5572c5caa81cbc7058c45b64704"
}
