{
  "algorithm": "ed25519",
  "content_sha256": "bca2966c64f346ee7ee7bb4973c5b847d4b2a9dff651ea7db08148ed0ecd26bb",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "68449833a3c8f3d389bae83cc4870fd1f8ad233729d27690f191dc3fed994bda",
  "schema": "gridshift.signature/1",
  "signature": "351e9f3c44ab494bbeed105d81853e074eec82cfbf8c1ccd109c6daec226a5251af113a7c432e08eff39721c19509e82a34a57fc260b5bba11a048b288882107"
}
