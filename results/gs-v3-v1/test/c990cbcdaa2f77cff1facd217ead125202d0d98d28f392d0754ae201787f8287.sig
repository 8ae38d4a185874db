{
  "algorithm": "ed25519",
  "content_sha256": "64beaf8d03c2fac2ea3f5ba910481b9d44d34a0619baf8531d7ed6bf3b365210",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c990cbcdaa2f77cff1facd217ead125202d0d98d28f392d0754ae201787f8287",
  "schema": "gridshift.signature/1",
  "signature": "73e65e70a344a35c41b07520dbcc804566431a80e0e213a6e82caedd29aa903b775eae7ba23ac11542678b3ee877da2ba6860f0583a025f801ac46bbfbd4ba01"
}
