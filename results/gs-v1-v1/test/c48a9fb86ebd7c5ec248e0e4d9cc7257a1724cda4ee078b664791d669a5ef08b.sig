{
  "algorithm": "ed25519",
  "content_sha256": "ff318fc3252c1ccc0ae758ba6a6a0eac7251d856156d7ec3ac072139bfe982fb",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c48a9fb86ebd7c5ec248e0e4d9cc7257a1724cda4ee078b664791d669a5ef08b",
  "schema": "gridshift.signature/1",
  "signature": "fe8ca3ec287b4abd6f295edbea897fb536bb60e2c02b4595a568c323fd7ea93d0629182a3ce0f465bb5c1aa79c34819d6f3d5fd17a27f1318150978d833e3d07"
}
