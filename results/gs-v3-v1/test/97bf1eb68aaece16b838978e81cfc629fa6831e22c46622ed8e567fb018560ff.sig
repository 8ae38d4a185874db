{
  "algorithm": "ed25519",
  "content_sha256": "56e91ee9dc1d49b51c2c898d659ea14b120d53a54527e11f2bdafaf390df7986",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "97bf1eb68aaece16b838978e81cfc629fa6831e22c46622ed8e567fb018560ff",
  "schema": "gridshift.signature/1",
  "signature": "c35e08c9acaa37b2bf15eed82dabdb5c552756742f4d2cfe28a2fb98c947705a93cd601c98bdf8c62ced9eb00c6ce885b4cec3701ecb1506fcb308ec9695fb06"
}
