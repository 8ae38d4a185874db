{
  "algorithm": "ed25519",
  "content_sha256": "ba4d9e458a2a0978adc52012df1b124461277d074b4f38f1c8eaee7d14dd7918",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b198e6c73fd3406a151574126e41a7cc18129fb031e8bc9495db03a6015b825c",
  "schema": "gridshift.signature/1",
  "signature": "70fa78e1bbc3529663ad5c9d71fdbca247b48f541bb335652ccd5c73eb292895143016d78cc716c86b09b900c8ddf549bec8ac78a23187de1241000deeb2a201"
}
