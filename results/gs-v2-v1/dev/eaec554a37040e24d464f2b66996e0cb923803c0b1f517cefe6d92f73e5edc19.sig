{
  "algorithm": "ed25519",
  "content_sha256": "f2c487e6b303ceeb89c40a7f9508e80dc8b33858f6cb3b07f18802850786aea7",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "eaec554a37040e24d464f2b66996e0cb923803c0b1f517cefe6d92f73e5edc19",
  "schema": "gridshift.signature/1",
  "signature": "d94a31210f8eaf2d1f861f9b1145354f987b81801c3d187ac1c3f1d697d2a9884c3488cca740078f9816232a749606d3c8435961a08637fffbfa29cd81bcc809"
}
