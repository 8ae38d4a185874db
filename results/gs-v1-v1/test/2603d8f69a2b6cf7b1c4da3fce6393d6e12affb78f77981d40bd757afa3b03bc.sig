{
  "algorithm": "ed25519",
  "content_sha256": "4f1bcf1202382b1bb9bcbac4e389f1fe5827a65ae2d026938eafad9e75c1f7df",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "2603d8f69a2b6cf7b1c4da3fce6393d6e12affb78f77981d40bd757afa3b03bc",
  "schema": "gridshift.signature/1",
  "signature": "7c37126b64133f1855b7059bf599fa42dc8f74bc1cf1f9bf23765604b5424f944e3d7325d95c2b9075a59f8b2dbdfa4fbb853c7bd4b46a10e897a4f5a987260a"
}
