{
  "algorithm": "ed25519",
  "content_sha256": "c337eb4c47844ff3824c6590b4386655b9095c3fd182f67c346ad27b2057ea81",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9f385b39a61eea5bbfecefed1a2f51ac36f625f7a1bb88561d66d70b0bed26b9",
  "schema": "gridshift.signature/1",
  "signature": "e0de75a998c0bd6979d0b7d122c505dd9d634157afd484e9912b9feac6dd7326b177485594faeb857fc2b6cfd60513abf87598947efb29799acbe10fdb886c01"
}
