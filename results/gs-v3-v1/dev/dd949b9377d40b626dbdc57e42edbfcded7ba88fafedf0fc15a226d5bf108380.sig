{
  "algorithm": "ed25519",
  "content_sha256": "7eec5e5519b6f4f24fb0dead119b2dd8a7c3b56fd19d49404f0fd9500dbb74ef",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "dd949b9377d40b626dbdc57e42edbfcded7ba88fafedf0fc15a226d5bf108380",
  "schema": "gridshift.signature/1",
  "signature": "4c84d1e1bbfa4db98d2453856786b557b65d3f246172320798a8bc08fc0622b956b59b6e0bb737e41d1ae499fcd20b715e7c1ce73971e0205fd5dd48f91ffb07"
}
