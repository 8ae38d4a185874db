{
  "algorithm": "ed25519",
  "content_sha256": "6748f071b0fb15a19a7f965aba22b379229fb4c1568de9a8bca70363cce3b109",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e1646fc0273c22deefd02986eeab8da71124f380d7de85ccd365ca76013eed1a",
  "schema": "gridshift.signature/1",
  "signature": "3e9824f27a9cfac3bd31410086e0c3916cfe97103f9535a6d1a138d0a4fd10b36ef522f0823b70d274cae249c22902cc6074edb017e692372f205b9278ae2208"
}
