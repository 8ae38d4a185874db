{
  "algorithm": "ed25519",
  "content_sha256": "2b8c953a4121ad7447e420bcec8e1e7a35910110cb605ac2d5719d96ff0d4061",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8d0966424402e1e7650d5b394a0a11d28936d4f6c7e9fca4c6a97b499717ec7e",
  "schema": "gridshift.signature/1",
  "signature": "3b03e55110f0c51fd6ba08250c6d9fdc8fb8e45270c82fbcf0a51f10e0af931d87ae6566b3891e04ac386fecab50ba3521388eb9e97463435ce54508e2b9cf0c"
}
