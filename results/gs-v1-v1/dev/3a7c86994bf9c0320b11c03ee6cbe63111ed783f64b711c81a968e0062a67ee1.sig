{
  "algorithm": "ed25519",
  "content_sha256": "26c5bd395ec38e9d805f4dc6a7108c80b636e8322d8093b3804667611b899ef3",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3a7c86994bf9c0320b11c03ee6cbe63111ed783f64b711c81a968e0062a67ee1",
  "schema": "gridshift.signature/1",
  "signature": "ba099e0ce0bec7a7e1a58f2a6d5e942089f9cf04bd4ec6627fd7dffec3663ecb19c9a3536ef1f6ce48b5ee174c456544400c189d39941b8f23f0a430ea23af0b"
}
