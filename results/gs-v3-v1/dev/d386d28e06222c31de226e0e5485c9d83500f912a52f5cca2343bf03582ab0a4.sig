{
  "algorithm": "ed25519",
  "content_sha256": "3c5d89887594bcc0dd96ef77cc125e725c05b0ed10f5a74249a725bef97d203f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d386d28e06222c31de226e0e5485c9d83500f912a52f5cca2343bf03582ab0a4",
  "schema": "gridshift.signature/1",
  "signature": "e2ba2c87ace08dda444dbff972b14780b1ac77a903395d4a7a55a6f93dfe30d87ae7c1f1e6333622225c39a7fd75972e1971d06f8e8b591035998635418c8e09"
}
