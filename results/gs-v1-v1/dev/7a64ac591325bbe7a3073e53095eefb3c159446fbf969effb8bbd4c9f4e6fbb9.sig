{
  "algorithm": "ed25519",
  "content_sha256": "8ce5d5039583c4fd599898c28b0c49ca53555ea4f95fa992d922bdd29e1f28eb",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7a64ac591325bbe7a3073e53095eefb3c159446fbf969effb8bbd4c9f4e6fbb9",
  "schema": "gridshift.signature/1",
  "signature": "07d7c22792b3a61e637bdfb4311b3a66d14a8a4447a13f087eb402a807cbad3779dd5d7c5bddc8c97be343147769b3f1f60b6bd7926aa93cebe186bbd7a92604"
}
