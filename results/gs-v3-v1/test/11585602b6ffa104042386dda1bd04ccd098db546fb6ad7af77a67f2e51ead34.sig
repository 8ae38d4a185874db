{
  "algorithm": "ed25519",
  "content_sha256": "3718e5be5cf04f7feb0ebf6bbd237f010754892af28ad13eec5e45e3b065ec84",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "11585602b6ffa104042386dda1bd04ccd098db546fb6ad7af77a67f2e51ead34",
  "schema": "gridshift.signature/1",
  "signature": "be28c3bbfeafd367ec92ace40547034d91ef7e49fe39286d6ed1490b7289bd6774500699857307628a9ff1ab30d1ac2107f4479398e8f61fabfce4fad8f6be00"
}
