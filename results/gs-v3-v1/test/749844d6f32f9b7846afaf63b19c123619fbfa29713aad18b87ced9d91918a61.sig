{
  "algorithm": "ed25519",
  "content_sha256": "47237ccedd26845c79e6a39b634a5bcc6011c2ad6474d02030209d8ec61608a7",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "749844d6f32f9b7846afaf63b19c123619fbfa29713aad18b87ced9d91918a61",
  "schema": "gridshift.signature/1",
  "signature": "41dbfcbb3fa7a16df12cb72f304bf31c9f8ede274be6213e980d7abc1928d7f3e8b765f87b5bf62a3dd10d07fdfc5e6860ca49976de359b2307966b671eeea09"
}
