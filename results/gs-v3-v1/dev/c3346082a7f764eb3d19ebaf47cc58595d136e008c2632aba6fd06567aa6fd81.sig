{
  "algorithm": "ed25519",
  "content_sha256": "7398161d72e95b7542c060a5f1c5d78994a4fa435d9e08fea3795c4bb02619ae",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c3346082a7f764eb3d19ebaf47cc58595d136e008c2632aba6fd06567aa6fd81",
  "schema": "gridshift.signature/1",
  "signature": "54a228d11122a105da8ed02296ca9981a716f7bfd58150f72564ebaaf223b3ec5d14a4bd296975aa0afa00b2292fb662e60ab2ea0d37f19938bff31c52ba6c0d"
}
