{
  "algorithm": "ed25519",
  "content_sha256": "0b61eab06cf162918db5803f2bc7fc9a33121128d287741fef4d4503f015f2cb",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "692e6412209cded64e91999f5d04bcbe155023623301cfdec7e33812e47236b5",
  "schema": "gridshift.signature/1",
  "signature": "22d9ae57f5326bd5ab695d764ea0b631b8d3ffae64d70026e8c95b258047571127bf70ed2ee7981d8ccfda43acb181a04a019359be527ebaaa3fea39264f270d"
}
