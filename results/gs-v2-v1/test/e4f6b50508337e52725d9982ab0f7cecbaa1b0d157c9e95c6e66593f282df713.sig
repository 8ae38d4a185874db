{
  "algorithm": "ed25519",
  "content_sha256": "bf50e9035fde59396304eb12ea2750c1aa5db265bd945c694dfd0caaa73e80a2",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e4f6b50508337e52725d9982ab0f7cecbaa1b0d157c9e95c6e66593f282df713",
  "schema": "gridshift.signature/1",
  "signature": "4e172e4796cd6fcdb14a673a4107f66fecd7d1a59002a2ca75b951448bdc771eb57e5b0b111a64612da9667e7cfa7d2c37a033fba7a7e2035a2d60bbf622280b"
}
