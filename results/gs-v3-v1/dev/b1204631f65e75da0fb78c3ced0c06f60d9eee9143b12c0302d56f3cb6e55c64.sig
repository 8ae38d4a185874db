{
  "algorithm": "ed25519",
  "content_sha256": "7056fad4be24e0495e1288df1f4605a85ea71af6bce398ccdb1e609d1b50ef22",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b1204631f65e75da0fb78c3ced0c06f60d9eee9143b12c0302d56f3cb6e55c64",
  "schema": "gridshift.signature/1",
  "signature": "b4d0bafd03da313935d9c4792e8676a3b0e2bf884ddf8b958edeb0e51a4170337d1355e442d94de4ecfa2581b67e16d5345030868fe3ff06ba0e7c656f1dde0b"
}
