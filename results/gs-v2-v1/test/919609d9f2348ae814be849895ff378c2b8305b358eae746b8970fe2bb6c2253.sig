{
  "algorithm": "ed25519",
  "content_sha256": "baba35edbdee1671dc3b13ae86ab649cd5b76e147bb4b536d9d942f5808b8a0c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "919609d9f2348ae814be849895ff378c2b8305b358eae746b8970fe2bb6c2253",
  "schema": "gridshift.signature/1",
  "signature": "1b49c79de824b51c57440e9867b402887cf60c34dfe22257f2f6411a240ca91e4db7eadbf9f2defa44f2c1c5892441def6173a736152c15baec9c0b560db8d09"
}
