{
  "algorithm": "ed25519",
  "content_sha256": "872a3291be0c5eb465aa7842ef56e9ec27e65e1f6ef6ec155371d8945a82ab73",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8a0bde349c6b5abba4214578c3fa983e3047424c84cd8a01be05becfc406c0c7",
  "schema": "gridshift.signature/1",
  "signature": "9f74cae3e8d0d730c43c9b8a508bb199f4fd5c5d870a94470838f5c91c6eb37de528cc5ef773ec18c8d2c9ffefed950dddc128835f8ba2db7f91a6e29c76ac0f"
}
