{
  "algorithm": "ed25519",
  "content_sha256": "668c91d391ad0d7952cb9f62742a4db56045f310c8177b2b7ed1e7f578ed5332",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "5ae2ae6dca637d2d864820d880b233aab1239948b008ab33882c9f5fa8dc7857",
  "schema": "gridshift.signature/1",
  "signature": "e7a2393132604132c5f1b9d988cd45b956f579cedea9b9f4caf927a5f51e5698e3ff760f1bec329e3e1c37e02d820c99765b00fcfbb95462b05a5e52a7bae20b"
}
