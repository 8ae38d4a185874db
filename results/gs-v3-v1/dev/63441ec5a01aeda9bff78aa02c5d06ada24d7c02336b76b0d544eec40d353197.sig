{
  "algorithm": "ed25519",
  "content_sha256": "1fd3ea193b33690afff4a9af6b6354af5120b0aed28d8a2cfddb6c72195c3b9e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "63441ec5a01aeda9bff78aa02c5d06ada24d7c02336b76b0d544eec40d353197",
  "schema": "gridshift.signature/1",
  "signature": "d81641b8fed3316100b3faba25fee0ef87b200d8c6c00694b91c238955c546e664d79e0692c69118733c2eb0d0305d030febd1d661b9676b7bc58ead490b8a06"
}
