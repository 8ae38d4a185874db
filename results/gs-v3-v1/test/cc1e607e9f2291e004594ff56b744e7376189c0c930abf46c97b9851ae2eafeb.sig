{
  "algorithm": "ed25519",
  "content_sha256": "534504da7dfbeb5fc4be2adf1befca8df4e82cf94a0faa2027447d3e0ffed480",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "cc1e607e9f2291e004594ff56b744e7376189c0c930abf46c97b9851ae2eafeb",
  "schema": "gridshift.signature/1",
  "signature": "47b6387b6449037288b8326d3ebcf9fbb95ff7c94585f2ef39c5f65bb26397256a19096aff514290296caedc56f80dfce1b479045228a3c45f2769f5405f5c02"
}
