{
  "algorithm": "ed25519",
  "content_sha256": "09f3512dbd92039a10131bdc1df113a834aad72b297107557b874389399f3e37",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e042371177ff30b9513400fdc6142391a6b398b4cce3a84d0a2deb7cbc62e413",
  "schema": "gridshift.signature/1",
  "signature": "50f7deccf4fbd82af116cc3c943685608c464c85639962d5b18cf491df7103dce3e0f45f036451d8b5bb834a12f2eba19ba52734bae2cbb119ebfd754a440702"
}
