{
  "algorithm": "ed25519",
  "content_sha256": "95861f7483e2c7f8feb6bab72a1ad4f6ac4534af843d19a82dbb65218d77fb83",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9b303e16e38be1cc5abed272b1207ddd195ce6ffdc512327d679d452549a661f",
  "schema": "gridshift.signature/1",
  "signature": "0dbd2e6efa86dc0dc657b20bc118eef8caa9b941256abd378547f9121ffa97c21705e8d779c8ced504537b7cb41035cc23a26f9f6a0abc47304b0cf4f33b2705"
}
