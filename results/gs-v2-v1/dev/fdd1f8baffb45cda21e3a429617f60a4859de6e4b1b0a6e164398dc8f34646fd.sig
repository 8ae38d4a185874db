{
  "algorithm": "ed25519",
  "content_sha256": "f8c3ba09c0df53f9b626d8a08b238473e730059b2d62e30d98090b588e4559e9",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "fdd1f8baffb45cda21e3a429617f60a4859de6e4b1b0a6e164398dc8f34646fd",
  "schema": "gridshift.signature/1",
  "signature": "2b141f7d43373a67c0079edb43c15d18b4876e7e4dc97151ef33ec297972d3e176c660e978383c0c6556b077ba937cf7440d7c0cb1d0f67305b9fbe8a657480c"
}
