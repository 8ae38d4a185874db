{
  "algorithm": "ed25519",
  "content_sha256": "ebb61300883014f77e10fd014f9a0d185599f20fa8f6c1f91a4c4fa8fd2c6b41",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "bdc52197914591e18bc601170540ec6f1fd4db7b7aa6e1d4919b41280086021c",
  "schema": "gridshift.signature/1",
  "signature": "3164794e0e8d3716aa4561f5f7e173d2401a8a07ffbd26c83f9b7a0645ee0f5234c6ef5a42832c1baded1e998ce2fafb6e16fe9dd1c94cccaa896c1c5b270207"
}
