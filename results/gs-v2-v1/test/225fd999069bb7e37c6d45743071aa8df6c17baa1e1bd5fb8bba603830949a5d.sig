{
  "algorithm": "ed25519",
  "content_sha256": "1f476654bd2d0321d3278acfac3ef4a9bc7cd60b4510afd9e5e53dedb3e7d5b2",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "225fd999069bb7e37c6d45743071aa8df6c17baa1e1bd5fb8bba603830949a5d",
  "schema": "gridshift.signature/1",
  "signature": "ce5c179cafc6a20db6c5f879b063dd15af48f13b0e51a1af0a51e9506e3d5880eea77872c9caacc4a96b39147bb85600e777559ec4febaa65845942757b98702"
}
