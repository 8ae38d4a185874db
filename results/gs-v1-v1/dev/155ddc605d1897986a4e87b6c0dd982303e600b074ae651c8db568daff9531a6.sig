{
  "algorithm": "ed25519",
  "content_sha256": "1d8540ced4d818b0f2a0ac4b51a19cbae86f8c7cfa16bed79cf632378b3f9b4d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "155ddc605d1897986a4e87b6c0dd982303e600b074ae651c8db568daff9531a6",
  "schema": "gridshift.signature/1",
  "signature": "2b23035912e2abb3d37d65ac9d829045aa6f54fe95cca06c990e6aeb408f9e44ba322afe20d8586e1438e63a4fc913517d161c39bb9de2936ce55a57fa27df05"
}
