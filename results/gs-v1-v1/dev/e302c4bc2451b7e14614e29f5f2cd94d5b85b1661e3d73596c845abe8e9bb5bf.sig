{
  "algorithm": "ed25519",
  "content_sha256": "70434143c0c8fe103432142b0d6a8184aacdd74c633f2c93a22415f8225d714b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e302c4bc2451b7e14614e29f5f2cd94d5b85b1661e3d73596c845abe8e9bb5bf",
  "schema": "gridshift.signature/1",
  "signature": "622f6a0c35f5d1b58edbda3c44a317a598ff6addc873a93dc983a8adcfc3fc84af95711fd863e1d18a7a400e25ea0b7e1c346503fbb0939d00639ce80ebe2e0e"
}
