{
  "algorithm": "ed25519",
  "content_sha256": "a71a80b51e18878f5e0b9b716d556f94d3f2e6b99845ba8a4e1d7e2dd54d9a90",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1db618a8c343cd9931a2c453a50e0192447ffd2b6ca8d74fb7f2e6ef7e242bde",
  "schema": "gridshift.signature/1",
  "signature": "dc1be174dc482c5748d6c876664182b3b4d952ad973995715cb0396ee7edb58f9c6deabef58e9bd015e15a7f50c8329115e3e3ea92740039ef258922db9e6d07"
}
