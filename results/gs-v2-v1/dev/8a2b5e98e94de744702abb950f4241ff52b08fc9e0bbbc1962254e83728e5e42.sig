{
  "algorithm": "ed25519",
  "content_sha256": "ae06922520cc65ad0ea5e917035a6fd3350a7e3e787a11d038c5737f0fed087f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8a2b5e98e94de744702abb950f4241ff52b08fc9e0bbbc1962254e83728e5e42",
  "schema": "gridshift.signature/1",
  "signature": "53fefc603dd02b9e98d94c96e46a76366baec865b3a49e5d2b5f70a267bd9fc4bab473bf57165a25546486b1a9b01a7a43f45e146cd1dd506219e807382a3c02"
}
