{
  "algorithm": "ed25519",
  "content_sha256": "b33bb11dc114c68af19eb7f64004a1fee5c264b4cea8a4bb0db9bd01e457e0c0",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b63236d31e0c591881a499299cdcaff88565bd98a828a1c2c9c0bd7397457869",
  "schema": "gridshift.signature/1",
  "signature": "afbb3f01fdba94b83533ff5a03d5c78621013ba22c3e63137741bb18d21866a35ef49ec1b1881433d5591243fe03fe72422781d7b978e7f71d680215d0bada00"
}
