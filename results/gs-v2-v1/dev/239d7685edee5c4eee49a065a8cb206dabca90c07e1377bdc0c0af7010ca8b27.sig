{
  "algorithm": "ed25519",
  "content_sha256": "8d1d88eedc1f1aacb2bed4d9ad44159c90b978d31a77bcc839b4b14fb7bfd2c5",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "239d7685edee5c4eee49a065a8cb206dabca90c07e1377bdc0c0af7010ca8b27",
  "schema": "gridshift.signature/1",
  "signature": "1a0694acca1d94724f4f5a1c6f6750799d4c178872a8ec72d586cb3d87627871751dc513c7473c27df9f09472196fd3da86692deb82d7948e9bfec9b31623b0c"
}
