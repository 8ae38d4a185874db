{
  "algorithm": "ed25519",
  "content_sha256": "a45e84f87c244bf6fb3c85a8754214a65ff2d07454b1b0c08a08dc8183631804",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8ce164c20976bcbd33ffea8a719f78068da2db05875ee4d7be0ccb6bddd8fcb7",
  "schema": "gridshift.signature/1",
  "signature": "7c60bd830aceeafee28ed24aedcdb1dd9d6f52b23642b98cd4f1199b5c86ac4f494f90762c09bbfecb0eeceaa544bb23b9bc73a4ebbefe2eb1af8a57e8713d07"
}
