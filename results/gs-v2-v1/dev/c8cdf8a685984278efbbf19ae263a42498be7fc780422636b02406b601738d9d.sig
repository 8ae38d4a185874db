{
  "algorithm": "ed25519",
  "content_sha256": "af3cf79e951ee97ce2004bade3d77e3db05cc1c143b01b091da4fc778d8fc916",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c8cdf8a685984278efbbf19ae263a42498be7fc780422636b02406b601738d9d",
  "schema": "gridshift.signature/1",
  "signature": "236ebbccc42a06e1a5896b5e7301566be4870888088df1f5b8c720f634a931d553e58c225607eb5a40e057236b34719c59bde2a8ea55c2a804028ce2b1f8a803"
}
