{
  "algorithm": "ed25519",
  "content_sha256": "fa5699982b8cb4f16c74d2ee269561ebbe4f813f85b49e97c5d1b7c07759e997",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "2db326bafdd7926686f556493bee11f4a982a27a235e429c8f189fa39ef58555",
  "schema": "gridshift.signature/1",
  "signature": "678ed1e4ac35ab9d05b5addbf0d6b0d9ecc04fa4e6a829ee9db897bb6be6e43173d36adfe0be0362c678f4dcae5b346f30018e382eabd934cb59a60f3b1ec207"
}
