{
  "algorithm": "ed25519",
  "content_sha256": "d4c0ee09348a18f1f7a529fa05beca22b2eb3f00864408a24dd692dc5ecb1364",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "528a0693606f5b97afed32dbd94b6727edd320a6c1d33149620f2a0f589bf81b",
  "schema": "gridshift.signature/1",
  "signature": "c154a13fe967f6cc97792bbf7805a697b876e7635a139c1b2c204a9770f99b22db9bd876f0e798c75423fddaf7d916a4795097b999cf6565b3e5704534c7430f"
}
