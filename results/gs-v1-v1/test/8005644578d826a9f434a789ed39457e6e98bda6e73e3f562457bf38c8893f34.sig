{
  "algorithm": "ed25519",
  "content_sha256": "5f5e54b343a1eb95ea3b32ab7951a3c9930a42cd85dfccc378f99933c8e6c4b7",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8005644578d826a9f434a789ed39457e6e98bda6e73e3f562457bf38c8893f34",
  "schema": "gridshift.signature/1",
  "signature": "143ee1f8f4528a4722cd8e752d1e8bae07ba204c274f0e80f0f625a23e7c788f17dbdf7800ae976f3fe2c392ad76734fb2729fafc208074e1c7f03aa553d5e04"
}
