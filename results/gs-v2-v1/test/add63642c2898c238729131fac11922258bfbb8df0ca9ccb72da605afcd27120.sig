{
  "algorithm": "ed25519",
  "content_sha256": "4179126f3d3c53ecf27fd5900617dcbc800f5651e4c8c23d5a5b65ca57385d88",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "add63642c2898c238729131fac11922258bfbb8df0ca9ccb72da605afcd27120",
  "schema": "gridshift.signature/1",
  "signature": "8377abb2633b285edbf1913b7a3e7bd9d184f822380539cad9e232a67f5ee54b34eabe2215a25e67b981d3c61787308ca7d0ffbc712a891ab7a44bc50603df03"
}
