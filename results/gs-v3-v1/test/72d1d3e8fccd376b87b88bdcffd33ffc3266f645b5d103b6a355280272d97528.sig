{
  "algorithm": "ed25519",
  "content_sha256": "2b76c41f2ec0c2fd51a6cb1c92bddea6d6d07d43e43afa34ff0debda55ff80d3",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "72d1d3e8fccd376b87b88bdcffd33ffc3266f645b5d103b6a355280272d97528",
  "schema": "gridshift.signature/1",
  "signature": "18d369f1177b785d4335f655d94312f1b64eed05f40192e20fddcb955202a15ac4a84731da4bab7eabbdb174be5a42966d74ee04d67aa717d54810c190a7c109"
}
