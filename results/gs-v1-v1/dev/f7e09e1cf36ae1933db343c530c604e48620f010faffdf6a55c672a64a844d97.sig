{
  "algorithm": "ed25519",
  "content_sha256": "ac76b23bd1c5e81c02b65d7a93adafc06ca87c6abd5d37a00fb497fc165995c5",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f7e09e1cf36ae1933db343c530c604e48620f010faffdf6a55c672a64a844d97",
  "schema": "gridshift.signature/1",
  "signature": "bf170c00faef91907e0794de6e14a196bb2d910847a18355bf54e8e93645a96bc5884a470b3714a69faa9a5b149aed3a27273723ed529e3e5896d2311c35920d"
}
