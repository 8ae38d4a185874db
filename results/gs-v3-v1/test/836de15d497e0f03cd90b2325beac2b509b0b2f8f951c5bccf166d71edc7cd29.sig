{
  "algorithm": "ed25519",
  "content_sha256": "3915a13c2b200b83ce6a008d0ab7c63005a12a46315520bcb513d4fe4d774d97",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "836de15d497e0f03cd90b2325beac2b509b0b2f8f951c5bccf166d71edc7cd29",
  "schema": "gridshift.signature/1",
  "signature": "19743512a181a53e0562bf101b38662e1d451f250f0d32203160ee679ccc1b4cd8a7734b26c12f34c5b2045bd8cd5bec81cf66bf945d37c66d6c58375535e502"
}
