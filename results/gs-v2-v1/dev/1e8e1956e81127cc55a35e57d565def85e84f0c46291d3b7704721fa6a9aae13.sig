{
  "algorithm": "ed25519",
  "content_sha256": "97c2e348a208d784f9e65e77c1c98aed53f8b53d432d25bbe5651841defe58fe",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1e8e1956e81127cc55a35e57d565def85e84f0c46291d3b7704721fa6a9aae13",
  "schema": "gridshift.signature/1",
  "signature": "dcc76c7f7a1d832eb655cc4c0fdc05ef1b1216ca18ad9dbdf1f2178a0cf6d9ad18027628ad9338ddd7d6d96bc70913ae77d214d33415e3e258e9be97fb7d580d"
}
