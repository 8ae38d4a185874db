{
  "algorithm": "ed25519",
  "content_sha256": "bb2f12730ac58d4c676544160a351810d872b8fdf533d8d3e429b1338a509d43",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a260f3ee596596b06f2ea256accf9108dd13aa3d387d985cca40f5eb19d880fd",
  "schema": "gridshift.signature/1",
  "signature": "3e937c32db5a945e36b3476a2bcdf42471e97b12638a9f241ddc3565b19de9848d8bd19c06ae2ef39bb2e0af2a8d176400bb0e49ab46adfc7a2df95d5778370e"
}
