{
  "algorithm": "ed25519",
  "content_sha256": "4ecd80c7d7626d9f8c7142184d1fd052efee33998ef3df0d2e4a844626465c25",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ad61c20348f054c42fbd12b4d1877142a27fe50b30b2a34bee4ca3bf3e4b1724",
  "schema": "gridshift.signature/1",
  "signature": "de7294e3201fcb67898d2bcfe3cc28955df9e71100dfd328e3437201801e23a87fcce1a154d949e9c625fbdba88773f1b084663188a3791fb91ea266d402e902"
}
