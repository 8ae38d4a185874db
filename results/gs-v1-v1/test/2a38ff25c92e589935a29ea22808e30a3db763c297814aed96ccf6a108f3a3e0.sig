{
  "algorithm": "ed25519",
  "content_sha256": "db30ee26a5c108efd582902dc237f7524e1153c1374223c77f43d88ffa63af96",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "2a38ff25c92e589935a29ea22808e30a3db763c297814aed96ccf6a108f3a3e0",
  "schema": "gridshift.signature/1",
  "signature": "230b2be680dce45e33e2291e38bd56e8f187aab7940d13edad5b3ef921ecb0387466abeab1af4f289b7d5e655effc940611b0d920751b14959af27421d0c110b"
}
