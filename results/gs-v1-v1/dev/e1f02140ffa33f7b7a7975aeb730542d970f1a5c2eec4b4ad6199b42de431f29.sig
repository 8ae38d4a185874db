{
  "algorithm": "ed25519",
  "content_sha256": "7da5357b4702f60af1f42a4f00ad8ac0d72fc38f2f7cd11a6c563f27b6e145de",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e1f02140ffa33f7b7a7975aeb730542d970f1a5c2eec4b4ad6199b42de431f29",
  "schema": "gridshift.signature/1",
  "signature": "eb40551251ba053b01ef463b08a98964fe8f88be0cc2b493bc802e811a9d34cd2c079f4683d35e996c23596332727b485ee33c3dab7e7f737b5d9807dda1b302"
}
