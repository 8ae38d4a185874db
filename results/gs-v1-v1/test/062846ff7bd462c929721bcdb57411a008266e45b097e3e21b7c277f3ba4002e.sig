{
  "algorithm": "ed25519",
  "content_sha256": "3e38196ade367395aa6b46ad33ac7eaaa005c18e72c68edf02ddc07fc1c3e85b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "062846ff7bd462c929721bcdb57411a008266e45b097e3e21b7c277f3ba4002e",
  "schema": "gridshift.signature/1",
  "signature": "db79624b9c3c86065051c70cd131637da92df4adbcb8d439a38261c8f17694f7e0db3d4c53ca6fcc94200498037dfcb81a9a4d067957542fabf4034f66dfdb09"
}
