{
  "algorithm": "ed25519",
  "content_sha256": "9d3b611f76580757bf07c8e859bc30415ddf65155756fe1d591ea1c84ee55e0d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e4ca14986667a25cca7d56a8d8cf575f9b1ec354e3946450f44e0b5b9eafe0e9",
  "schema": "gridshift.signature/1",
  "signature": "c995101525f72b00a87728bd1b2f9973dfef9cfcf1152faa07ceef501084e19b2d9b710b01270846742e1c144865ddc7f3ff4b14e20362e90d347c4885151908"
}
