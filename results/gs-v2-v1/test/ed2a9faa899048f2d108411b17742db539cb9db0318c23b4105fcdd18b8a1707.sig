{
  "algorithm": "ed25519",
  "content_sha256": "a00271af6de0dd69f1ad3826d0c7cfca1d24a2ef5e4fe44cdaba2dca59a0871c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ed2a9faa899048f2d108411b17742db539cb9db0318c23b4105fcdd18b8a1707",
  "schema": "gridshift.signature/1",
  "signature": "7a78df7a3408d79c437c37a77a1b64db082eee3ae5bbe23e142df0549dd67b9dde1001906ee79d89f306ac4a9d659133818453d468a944c3289f98b7614f9a04"
}
