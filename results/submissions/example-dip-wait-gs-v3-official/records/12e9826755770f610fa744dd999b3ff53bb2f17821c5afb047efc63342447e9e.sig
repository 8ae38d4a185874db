{
  "algorithm": "ed25519",
  "content_sha256": "e9d7d742f50e5352342c892bc8f93263d00e24de1a5176d73dab01875acb6955",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "12e9826755770f610fa744dd999b3ff53bb2f17821c5afb047efc63342447e9e",
  "schema": "gridshift.signature/1",
  "signature": "7993f077dccc0b92cba4950edaa049892704e7df9a2f9e8b84c3f5cf6e7835787e4b22e43a6e491e7b906a5c121da312f98c22031e34b3289d4bbf664f7f810c"
}
