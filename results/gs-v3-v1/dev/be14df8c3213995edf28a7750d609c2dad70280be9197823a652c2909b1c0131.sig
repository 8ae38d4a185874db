{
  "algorithm": "ed25519",
  "content_sha256": "090ca0a181e4ef8db51e750393b2e6b75e7358507cc17cb60909f2eaebbc6c7f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "be14df8c3213995edf28a7750d609c2dad70280be9197823a652c2909b1c0131",
  "schema": "gridshift.signature/1",
  "signature": "b29cc67cab2859b2a2fde76eba806b4f04d71dbf7cebe234ac57ca1ed9bad754307b550d813dac344ec0d87675afceaa94de90173cb7529b4e0d7dbf0e95e509"
}
