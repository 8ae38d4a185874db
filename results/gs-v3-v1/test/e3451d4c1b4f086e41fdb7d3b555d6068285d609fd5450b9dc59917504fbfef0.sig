{
  "algorithm": "ed25519",
  "content_sha256": "78ad72a40049308a196142fe67b2fd38e7414967315fe3b413f10fbb37a74198",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e3451d4c1b4f086e41fdb7d3b555d6068285d609fd5450b9dc59917504fbfef0",
  "schema": "gridshift.signature/1",
  "signature": "4ff2ef65d879afcfe922d22baefacfe0129cb3339626a0b27dacae0b1ccbac011efecbd606a3928daa3cee73eebd9fda0d438ee12fdfe0e7f4cb688a5e230b09"
}
