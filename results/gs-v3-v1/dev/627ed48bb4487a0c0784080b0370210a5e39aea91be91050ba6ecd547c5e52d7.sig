{
  "algorithm": "ed25519",
  "content_sha256": "0a43a16b1d2f6b5e38534557db443680f78994181a6e3a1f58a38bab67c379f4",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "627ed48bb4487a0c0784080b0370210a5e39aea91be91050ba6ecd547c5e52d7",
  "schema": "gridshift.signature/1",
  "signature": "20ea10a04d132d8f57ae7d08af5544822bced779b8ccfd5ee43cb05a3f209f8b0495a7c759fecf8931d1a5e970e578ed2e7e095e7c8c465dd98ccda662d9e503"
}
