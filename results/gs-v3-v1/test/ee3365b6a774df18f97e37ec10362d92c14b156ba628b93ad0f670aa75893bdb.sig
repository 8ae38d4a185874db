{
  "algorithm": "ed25519",
  "content_sha256": "b6907c302f1b619e322133da3995006ab5c71a5b98ae49f4c72883ac3cab33fb",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ee3365b6a774df18f97e37ec10362d92c14b156ba628b93ad0f670aa75893bdb",
  "schema": "gridshift.signature/1",
  "signature": "c3c29976ee92c8960cdd72b27433ce7e77efd55a24efc10e971018f94fbd9da2dd12c281b398377f6d0157ae1a3f0727f702fc76e96fefb45916f76f7be33f0c"
}
