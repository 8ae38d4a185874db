{
  "algorithm": "ed25519",
  "content_sha256": "bf42f00098449a63ff4b802600e9e6a1c3f7f44f60c5259ab023601d4a44684b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "39769f624234741b255caaf95375b7cbd0a15c49d294aa1b99dc9f92d7c0ce3d",
  "schema": "gridshift.signature/1",
  "signature": "d2a66faf0a0b4c5a6ab53bc2d63fe86d809af258ddc20474cd1a103114916a56bde8b19a73e6c8f588c215e547b74f095cbc207e04453ea101aa451b0090e90a"
}
