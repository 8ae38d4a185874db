{
  "algorithm": "ed25519",
  "content_sha256": "bd8cab1b55dfb94ab13c2e84afac2c5a5c54e66106eea39ee735edde1a5da467",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "5601bf2be1e7dc35653e5a0770ae334785f5cf2e4d50e7adf905d0b78ab2046e",
  "schema": "gridshift.signature/1",
  "signature": "74699e5712d65d311e3b71202925dd79b4f94464aba07d9eee3f3c6ed5acf8b8c4d6ff7684135cb390ef05c360d6198b9db595d6409bf5c9e3bc9badb048320c"
}
