{
  "algorithm": "ed25519",
  "content_sha256": "8e37aa89b337ea0e006e6835761f8e9a714217396a9a419f4629643ec21fc0d4",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d257addf2536d6673c6c2608694f4efa43c228d58b24d1993d956e44ac7536dd",
  "schema": "gridshift.signature/1",
  "signature": "2fbb3c2dc02f3af8ea6b2ec87b80c2025ce357c9ae5c78c35495074271b73fcd55874b4cc464114dea5691d98fa4fa12f1cca811f6a21cb021182c319a63b80f"
}
