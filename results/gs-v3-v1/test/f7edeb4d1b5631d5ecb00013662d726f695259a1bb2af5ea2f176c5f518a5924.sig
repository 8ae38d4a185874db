{
  "algorithm": "ed25519",
  "content_sha256": "534caba66027fab30d6a8e48b8b0b6ef85446b7e565e59b21b7147e5d07aded3",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f7edeb4d1b5631d5ecb00013662d726f695259a1bb2af5ea2f176c5f518a5924",
  "schema": "gridshift.signature/1",
  "signature": "d08033da1ba69b3e80be11b1aef8b38e38c01d8bc0ac110cfaaab7e45f16316282c68603d42cf05b187d320ce19d6a3c5b791791296195e32b1ccf59a7829000"
}
