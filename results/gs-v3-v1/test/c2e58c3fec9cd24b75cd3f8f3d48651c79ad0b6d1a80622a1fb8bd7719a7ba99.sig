{
  "algorithm": "ed25519",
  "content_sha256": "8d133798469809b2eb18407f527e84bd96cf2cff1a14f727fbad86b81ca2cda2",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c2e58c3fec9cd24b75cd3f8f3d48651c79ad0b6d1a80622a1fb8bd7719a7ba99",
  "schema": "gridshift.signature/1",
  "signature": "54e8bbca6f216132b4c8cc1de2c6907a3c74fc267ac1cb4936b9a1e024be6e2c681d2f5eda8015c5bd8325da5e67e152f5792be44cc3c289c645620efce95c0b"
}
