{
  "algorithm": "ed25519",
  "content_sha256": "68b107ce60b67a361bb65c9c65e16709aa95dc7d66abf1f5da3c8bd74752dfe6",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1f09c7835123b55d1bd3284c38904a0e0c7c47b679e1d81b03304f5533c44596",
  "schema": "gridshift.signature/1",
  "signature": "a3bfb78be20c11e61f64ccf609f925e831581cd895e4b4c64b88bc9340d7b61a3ea95aa33e81c9135c3f19560c6a1bdd5f5489014eff281134a299828a48e104"
}
