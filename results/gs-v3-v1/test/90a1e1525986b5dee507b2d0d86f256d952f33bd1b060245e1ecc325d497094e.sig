{
  "algorithm": "ed25519",
  "content_sha256": "0ccc88d04f8cfbb61bd1f1ab250638b195d2d5e9a512fbb36d746a5fadb29026",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "90a1e1525986b5dee507b2d0d86f256d952f33bd1b060245e1ecc325d497094e",
  "schema": "gridshift.signature/1",
  "signature": "3d9a73a6a422c6d3309385326a3b8ca4b8b0d2e781ca2c27d7f91de2c4a5dfe7a6993f36e6d53e16506f48e1cf043e860277e671dedb1e15bfc28834a1881b0a"
}
