{
  "algorithm": "ed25519",
  "content_sha256": "e2304bd07e2a7e3f8be66ff4c022de537860f823553135b71da0d0da0a6fbc78",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8b65e0ff5c75fffe20f68ee266b6318c7630f2dc61121e873d8cbd00bdb140f7",
  "schema": "gridshift.signature/1",
  "signature": "31ee2c4f3d14b961f1cc50504c0df4feaa7cc59d0966abb97ad2d07cb7f9f6f804b98231189ecb526c91e9294f620d7961d3070448249ce18763dcbefaa30105"
}
