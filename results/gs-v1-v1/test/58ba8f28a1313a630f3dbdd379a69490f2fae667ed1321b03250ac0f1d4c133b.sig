{
  "algorithm": "ed25519",
  "content_sha256": "79e87fbae61b405d5ad97c14fbc01d71c41d6c68d94e09fff22df375f56a9427",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "58ba8f28a1313a630f3dbdd379a69490f2fae667ed1321b03250ac0f1d4c133b",
  "schema": "gridshift.signature/1",
  "signature": "a3f85352eab9dc80abf9a010886470a74115508883730c4569cf7837d92a5c6baab40583f93105df119803dcaaaf25dbdaa14cf62584e1e08421e320af5dfc0f"
}
