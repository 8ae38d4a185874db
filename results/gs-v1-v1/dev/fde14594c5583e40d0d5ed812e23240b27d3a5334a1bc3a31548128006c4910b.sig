{
  "algorithm": "ed25519",
  "content_sha256": "4548c8dafe29e6fcb37f1cce4cf9f1999cce93ab399bc92242f3d8928054d95e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "fde14594c5583e40d0d5ed812e23240b27d3a5334a1bc3a31548128006c4910b",
  "schema": "gridshift.signature/1",
  "signature": "53f7847f50e5a950829a54ae80f885b9526214fef16a8f81030fc5437afc55e217c59ce7d9fb7bd46fda83b1ffd9bead52abd898e8724da2924022f6e72b760c"
}
