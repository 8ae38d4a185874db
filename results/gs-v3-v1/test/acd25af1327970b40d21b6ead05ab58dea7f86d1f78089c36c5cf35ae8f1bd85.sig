{
  "algorithm": "ed25519",
  "content_sha256": "d9a00194dedc5e04cbf41ea1ea948b9c43729fd66007032a6a52d614e3632641",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "acd25af1327970b40d21b6ead05ab58dea7f86d1f78089c36c5cf35ae8f1bd85",
  "schema": "gridshift.signature/1",
  "signature": "da41f935b3fd26c5d366cc4c17a0bcf8311670c49a3d63ec8bc19a5337dd7f4890aa8a876b0271f3f9c3a4e6c7ea817ffb6bb0717f0962c216e882e9cfcbc101"
}
