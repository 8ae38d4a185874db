{
  "algorithm": "ed25519",
  "content_sha256": "1bd148ef46fadd1bc18e210ede39b9e16fffc14181238ba75b7f278ebf493ff7",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "169e00272881455cf04e8a8606f315d5da898bce01520b2e51c1faddd1b0daac",
  "schema": "gridshift.signature/1",
  "signature": "86df9b5b284c97fe15ae8224f92873afe53fbc54cb8e5ad13d07b77600aec085700920eba97420ea56f9f8d170c11d5fe391adc38e12f7937062c8387c045204"
}
