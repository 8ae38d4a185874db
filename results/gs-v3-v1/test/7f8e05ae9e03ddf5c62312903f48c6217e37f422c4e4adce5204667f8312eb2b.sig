{
  "algorithm": "ed25519",
  "content_sha256": "d9159503b4df9713c4188a745201c4a3a932811aa1441b90e0ed984e42dc39d4",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7f8e05ae9e03ddf5c62312903f48c6217e37f422c4e4adce5204667f8312eb2b",
  "schema": "gridshift.signature/1",
  "signature": "2b26b4b211e87b7ec51a0d1535b1823ec2c3b94be66d368649dc82475b72f36f96d32ea73f98ac13e5992f1933b8fdeae0e74a2ed7e1d92bd8d9d26b6233e00e"
}
