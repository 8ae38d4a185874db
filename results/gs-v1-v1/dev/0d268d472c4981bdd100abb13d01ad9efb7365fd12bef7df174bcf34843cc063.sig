{
  "algorithm": "ed25519",
  "content_sha256": "92cc9f841d2ba140ed4d2c257493c182e436179b93708647baf9515e1cfdeff4",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0d268d472c4981bdd100abb13d01ad9efb7365fd12bef7df174bcf34843cc063",
  "schema": "gridshift.signature/1",
  "signature": "0763c45b1f31497f149ca34eb5de7f5f91d36a4061d70c4668f53921317b930ee76eafa84544c31702ee9a5434fe980c98682a63873e190c08a861ba67eb6c0d"
}
