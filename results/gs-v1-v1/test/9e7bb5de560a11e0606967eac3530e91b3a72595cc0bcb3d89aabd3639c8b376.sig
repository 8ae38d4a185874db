{
  "algorithm": "ed25519",
  "content_sha256": "5a0ec8558feb0448a6e853fab185209740dd627f4e10a47610b551bcb8c736c9",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9e7bb5de560a11e0606967eac3530e91b3a72595cc0bcb3d89aabd3639c8b376",
  "schema": "gridshift.signature/1",
  "signature": "d2b5e0972dbab3528c91911e6ee287f1f5c167642ed9b0f686eb278d668e22a4805e718c23f8406e49337e26b83fa05aed8b7c97dc12dc26c39960c6a63c2c05"
}
