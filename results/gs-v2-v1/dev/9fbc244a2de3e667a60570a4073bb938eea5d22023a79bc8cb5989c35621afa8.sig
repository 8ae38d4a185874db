{
  "algorithm": "ed25519",
  "content_sha256": "88a5b96e27271f222ad04c427c8288276814b3267d0fa9520b33232de84afc34",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9fbc244a2de3e667a60570a4073bb938eea5d22023a79bc8cb5989c35621afa8",
  "schema": "gridshift.signature/1",
  "signature": "120a24c71a1943f0f0536d84d78f9334b4b55cb8ed07770d5819ddf3c8d3f35afccc7fc14f582788f55e019add6d9d594232e99ee554b4c788aeb33dafa2070a"
}
