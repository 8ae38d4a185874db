{
  "algorithm": "ed25519",
  "content_sha256": "9a704672beae5c5e6eb2eb625e498228b4387e09d0fda55799530a741a249c57",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "43d0d051fb58426f23d584464035dcde732585aaad05d10a25aa36a6dafb44ba",
  "schema": "gridshift.signature/1",
  "signature": "90a65f9a6d6f736abfde8a7cf6ed756f5848e71b0bea8a46dc9bfec1b4e5a80b39a09bac5359adc2b7068f23234f8e39b22c2357e28bb3181a7c3881c4588709"
}
