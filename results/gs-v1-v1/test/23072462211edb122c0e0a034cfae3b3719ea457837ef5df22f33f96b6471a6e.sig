{
  "algorithm": "ed25519",
  "content_sha256": "6dfb888c5e8e6935bf4487d82c09a1bd9a23a48ca13126dd348f80629b99ac60",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "23072462211edb122c0e0a034cfae3b3719ea457837ef5df22f33f96b6471a6e",
  "schema": "gridshift.signature/1",
  "signature": "1269ab70f5c3d73440e83137d177faedcfd399c766e3adcf1fc773f46d0439af533ea9bbbb2c1ce85f2ae6521e7eee10a5ccbd181bc3da79f1c64ed65095ae04"
}
