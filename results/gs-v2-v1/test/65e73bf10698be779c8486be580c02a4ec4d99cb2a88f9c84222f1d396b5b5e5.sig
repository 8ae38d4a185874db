{
  "algorithm": "ed25519",
  "content_sha256": "fd87fd4a06673905fe3d62c8ec9ac2b140e5f45ac10c467de1f5f759cb165b9f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "65e73bf10698be779c8486be580c02a4ec4d99cb2a88f9c84222f1d396b5b5e5",
  "schema": "gridshift.signature/1",
  "signature": "4d9b8e0110391d924205da1971edd5ff5e31dfff5ff96a3b09af669f15e078f7702640b83926c8620eb47a25e444227081aeda941728767b49d0df9e7aea9201"
}
