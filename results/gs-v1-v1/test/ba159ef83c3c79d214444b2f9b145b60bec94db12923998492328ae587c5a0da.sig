{
  "algorithm": "ed25519",
  "content_sha256": "b88fe37b03a94834005134cf326e3b07040ec7e87ea4bdeee5c6ececfadb43b7",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ba159ef83c3c79d214444b2f9b145b60bec94db12923998492328ae587c5a0da",
  "schema": "gridshift.signature/1",
  "signature": "8c657af1fa3798fb7898e16967db1b6ca2de81592579d4a5b5a9e6b0be4c9b90726bdb8fc801bfdd1670754ee4e75ec08b4b1b27a0dee6ef57c546ecff2f2207"
}
