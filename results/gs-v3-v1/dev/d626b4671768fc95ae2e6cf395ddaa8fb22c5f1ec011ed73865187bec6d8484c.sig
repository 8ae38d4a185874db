{
  "algorithm": "ed25519",
  "content_sha256": "5ec339ea0f2910e70c04b6c0e73e8c0d944c4ee16e6563ef960c3cf159d4c665",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d626b4671768fc95ae2e6cf395ddaa8fb22c5f1ec011ed73865187bec6d8484c",
  "schema": "gridshift.signature/1",
  "signature": "d784893b7e6ec21424ab7956566bff2ddcd997244483dea2ea23cf75a212a7dc1f149f84a2805db9593d85f9ea7555ec9b3121433307ad3315c4dafb20872f0a"
}
