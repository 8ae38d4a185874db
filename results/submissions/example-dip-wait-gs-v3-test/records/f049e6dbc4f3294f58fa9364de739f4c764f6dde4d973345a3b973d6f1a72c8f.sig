{
  "algorithm": "ed25519",
  "content_sha256": "afb956b78d31e0b5a2058c81d6b258c25f3926552d098f5cda4f57c9c9d3b8bb",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f049e6dbc4f3294f58fa9364de739f4c764f6dde4d973345a3b973d6f1a72c8f",
  "schema": "gridshift.signature/1",
  "signature": "b6728f40770b99a5dafcea09b3e521385027fffab219f28bae913ab3c1c3372982e7461af5f01fe158506c1eb327bccee91173964da735ab96511a479afc1e06"
}
