{
  "algorithm": "ed25519",
  "content_sha256": "73852c59e7af7c4732cbaeee3c3ec860aece69576bcd2ec42e60dd3d7a728faf",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "382477a16fb83ceaefde940beb5ff0a291cb2cde4cd3485f3007ad39c03b1b0c",
  "schema": "gridshift.signature/1",
  "signature": "05df0bcb961e9fbea3c22ef56693f36ca7affb00944bf40a342b121dd763e383d14294d05322b8ec4fea6774f57916de2489a3a74bcb2613d0e9cd4a3351f102"
}
