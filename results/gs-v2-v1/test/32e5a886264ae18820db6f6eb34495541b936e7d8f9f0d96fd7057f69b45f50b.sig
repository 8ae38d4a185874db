{
  "algorithm": "ed25519",
  "content_sha256": "736f34782606a567c57ddb9ae0f31c8355d510b9e5fc67b33b6992a40a0925c8",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "32e5a886264ae18820db6f6eb34495541b936e7d8f9f0d96fd7057f69b45f50b",
  "schema": "gridshift.signature/1",
  "signature": "a8ca006a162f12b805f8c7b1c4a3fb6708fbca9911b48363e88a0d05daa49620fc1fe5ca113471d17de32a89fb414bf0ad808761a15ca4e2d2bb58ae461faa04"
}
