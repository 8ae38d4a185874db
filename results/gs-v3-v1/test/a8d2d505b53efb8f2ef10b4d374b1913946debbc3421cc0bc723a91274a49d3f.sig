{
  "algorithm": "ed25519",
  "content_sha256": "3848822d7189393db33de301933a1efdc5d8ca8deda82e84749e686226c3d8b2",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a8d2d505b53efb8f2ef10b4d374b1913946debbc3421cc0bc723a91274a49d3f",
  "schema": "gridshift.signature/1",
  "signature": "bfc8aa59b94282308ec3a2996743c4f2372ca3fd622b66c54757e7cba52c217683c7a9eeb458fce94ad872b8c7e49e52302110ced5637557dc5c8b6c0a5a1102"
}
