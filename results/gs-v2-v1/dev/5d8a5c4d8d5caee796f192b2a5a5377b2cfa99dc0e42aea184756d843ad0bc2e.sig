{
  "algorithm": "ed25519",
  "content_sha256": "793517eb9326a18c2c6dd6d1c11bb5c74cd0e0c0e4a313d372ca2bfb6762f770",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "5d8a5c4d8d5caee796f192b2a5a5377b2cfa99dc0e42aea184756d843ad0bc2e",
  "schema": "gridshift.signature/1",
  "signature": "ddebaf45065c69f5806eac3d2cea8f03d0764b6ddf29f8164cb6431b67cfadab54a0ce407c90a34589b6bb98945a6278cc470873b038acc23a1ee85da31dfe0f"
}
