{
  "algorithm": "ed25519",
  "content_sha256": "bd6dc618f8777ce5d0bff93c936874257c4308a7590acc3c54bb274d7e4acc97",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "2ed2f935366a9c44a5e66df748a22156ad02235c47e712fcf5219c0218a16ec2",
  "schema": "gridshift.signature/1",
  "signature": "671fc81d3b72a9314b0560b0ca8542a08d1dbe21a3938c21fe02fb0ae2b5ceb5a81623aa02010d868bb6554fe135587b661ba9d669e4110c48d9da0303fac007"
}
