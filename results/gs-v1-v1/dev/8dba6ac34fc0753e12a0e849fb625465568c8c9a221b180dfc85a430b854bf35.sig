{
  "algorithm": "ed25519",
  "content_sha256": "7eefb97840c5a028ad58adb3de3d9f7f1cf0968dde7070eb6d9d6d180ebbf59f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8dba6ac34fc0753e12a0e849fb625465568c8c9a221b180dfc85a430b854bf35",
  "schema": "gridshift.signature/1",
  "signature": "2bda5a9000271f4abaea7bffca6a7d3cb9a491dc38136b43bc079bf6cc4742dd7f810cdbe9680ac9f6b32b7db6e56d41cebe115673a6ca194e638aabcb445506"
}
