{
  "algorithm": "ed25519",
  "content_sha256": "2e77f3cebaebdc4b0466f578d801ef9c2049f9bef0130e523b5aa319a7aa9b4d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "07ac60b6e070e54737ff57da35453481467cafa70b6c21898fb36b0737246e24",
  "schema": "gridshift.signature/1",
  "signature": "6963dd67cb5e25e6465a1df09b71b420de859a32184f38b11c0b3fcb9e80d557587bf72376b80f51fd25d58b4a607fa037713a5eee18da3e73f8fa5fc8f2a30b"
}
