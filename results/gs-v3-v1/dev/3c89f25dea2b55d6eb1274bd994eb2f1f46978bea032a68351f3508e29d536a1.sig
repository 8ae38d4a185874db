{
  "algorithm": "ed25519",
  "content_sha256": "0d41d52a93456a92663c7de89b79c09117aa891bd9ca7ddbbf024daacf0f50bf",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3c89f25dea2b55d6eb1274bd994eb2f1f46978bea032a68351f3508e29d536a1",
  "schema": "gridshift.signature/1",
  "signature": "8baa5482664a412c7d4730be4b3643df082d9ffe6ddadf3a0395546cb599fd1bd00abd068a32641c135a2c46750911c56f5b44f08289058d7de427ed0eb4480c"
}
