{
  "algorithm": "ed25519",
  "content_sha256": "b97728f1d3d5b2c4df918fa587cf6fbc4ad214798b24df99d1ba7d2c77edf927",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "99a444a63347ae17c64855bac3085feca643e437a90e8a30ba601835ad03ac8e",
  "schema": "gridshift.signature/1",
  "signature": "94c087718b70f43ce5f2aca5c9926a2b3a3ea286de5b1479aa8348f3d032fc5111e3f0aaea6a406e6ec0f95493d09041272cd34a80dd2741595a8b9d3a419107"
}
