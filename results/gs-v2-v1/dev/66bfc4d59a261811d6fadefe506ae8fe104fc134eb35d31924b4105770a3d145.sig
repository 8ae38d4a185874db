{
  "algorithm": "ed25519",
  "content_sha256": "f9f2ecc5288671b0061b8a8a57eceaaa248745f696ddf472a7e198d017e171d5",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "66bfc4d59a261811d6fadefe506ae8fe104fc134eb35d31924b4105770a3d145",
  "schema": "gridshift.signature/1",
  "signature": "c7349f5664c7ac2d55267a1b7e577fe7897e60fc7987a3a85b73c3e6a3399de8dbf52997a5a7f9825879e94abc281ae444c4ced19724f5f16a705e61b0dbdd09"
}
