{
  "algorithm": "ed25519",
  "content_sha256": "f5167cc4add291872e300938edb41a0cf9fac8c03a26913de4f31a17cc36fd23",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "90ed707584e41e228056fda59dc762c856d9c4acbe00f047f7c39edb88f5dcd4",
  "schema": "gridshift.signature/1",
  "signature": "05f728edf58bada5f90e452b59ba46d4d8fa7cad087152e735dd8f76291fedb7109dc12819d1954b9fa5728e6802c8a8731efe84a49ad2663c9cb349e31c5302"
}
