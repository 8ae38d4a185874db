{
  "algorithm": "ed25519",
  "content_sha256": "9b0518ff5577eaa9ddf176cafb2239d03189006f797e08077338aaa2da287cab",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7d33ebabd421690936626b7fb292c80d4d71b2af90bde75bd50c00f1fdde72df",
  "schema": "gridshift.signature/1",
  "signature": "5eeda28eb4945d743748d420bafa8b76bff7635529ce29ee7c0596c1f7362bf9beb4e2a942fa08b5378da5a9ac23023f7d58a9d87b09450239e96e2b449d8100"
}
