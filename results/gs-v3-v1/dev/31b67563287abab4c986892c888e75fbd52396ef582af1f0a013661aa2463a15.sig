{
  "algorithm": "ed25519",
  "content_sha256": "cc06c2a932387ff0babea081cd4c13ac2cad3ec80a915316346994224dc1fbb0",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "31b67563287abab4c986892c888e75fbd52396ef582af1f0a013661aa2463a15",
  "schema": "gridshift.signature/1",
  "signature": "32ab27289c681f3939fb2a9a116cd345027a1ff57c75b16072a323c519b8f3f740d7e2c6e26716c35acbf446f6b42a5762476743ffe698b2f2961ab7d8eadb00"
}
