{
  "algorithm": "ed25519",
  "content_sha256": "a4422a5b47b04d8bfc9c5b30a65fd9bad6e2baa33a4b240dda94b326ff796b38",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "af95cef01925de2c837179ea12a4c0978ba5c9cd9bd5ecbebe1b8f078850c802",
  "schema": "gridshift.signature/1",
  "signature": "d9affbca70778d5c8fbea0153f1cd1a936d9ae873fa64a3833577deec22426920ef3774e85136dbf1978550141b05ca8d718cdaa708ca142771f52d95dc66209"
}
