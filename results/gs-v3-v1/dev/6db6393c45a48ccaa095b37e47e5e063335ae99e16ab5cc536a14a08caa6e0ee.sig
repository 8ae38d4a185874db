{
  "algorithm": "ed25519",
  "content_sha256": "66ae86da4124c9a32dc4c33326a4cba08e9bb0d12a8016d55d4e8bc0723f2f5a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6db6393c45a48ccaa095b37e47e5e063335ae99e16ab5cc536a14a08caa6e0ee",
  "schema": "gridshift.signature/1",
  "signature": "830d49334518228cb612dd6972a5ffe737f09bb15db30139bbec10b675dc84ab847d53dd77740c24c558baa552e65e08c21d935ca8e4cf084d2c1ea47237c001"
}
