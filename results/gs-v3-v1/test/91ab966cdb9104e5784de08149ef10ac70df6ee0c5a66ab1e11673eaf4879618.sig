{
  "algorithm": "ed25519",
  "content_sha256": "496330d8ba6f2ab3086c8e683589e83c05668543acbac6d687598c194697acc3",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "91ab966cdb9104e5784de08149ef10ac70df6ee0c5a66ab1e11673eaf4879618",
  "schema": "gridshift.signature/1",
  "signature": "09b6634129d6df50647e6cf353c6e592e7e0adacf798f497a0bcd3cb3fed5d8d86da60186a8d3861d4a28e6be4130723a7de106225c498ecd5f8ffa4ee292101"
}
