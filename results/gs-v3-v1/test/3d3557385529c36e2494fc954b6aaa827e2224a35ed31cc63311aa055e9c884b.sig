{
  "algorithm": "ed25519",
  "content_sha256": "fa7f1593c02798fa47c3b28f53c9955f50d790b73e255ddd1dd882d31ea57492",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3d3557385529c36e2494fc954b6aaa827e2224a35ed31cc63311aa055e9c884b",
  "schema": "gridshift.signature/1",
  "signature": "f828f111758287e90a65742b735eb63dea797b5ebb2634074f7c06daf00bc99cc1544fd06e75f33ca36f57edc421abfc55d8b5dbfec62d011dcb694709d5560f"
}
