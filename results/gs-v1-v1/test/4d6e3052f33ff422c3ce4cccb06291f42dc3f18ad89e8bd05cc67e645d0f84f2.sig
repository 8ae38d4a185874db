{
  "algorithm": "ed25519",
  "content_sha256": "5e20accaed08b34ed5253ec05473d654d1a6f2227157fc97fcc72d14b1df852a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4d6e3052f33ff422c3ce4cccb06291f42dc3f18ad89e8bd05cc67e645d0f84f2",
  "schema": "gridshift.signature/1",
  "signature": "4b04fad0b93aee02d878ac68870a63c27f903ab248aef178b8abf6e841087cf3fc9944c42c2084ad3d05a830ee68cf7328f534bc6c5712f2defed6463da14205"
}
