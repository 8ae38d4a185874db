{
  "algorithm": "ed25519",
  "content_sha256": "4fe0a85afdd6de26714eafbf69801057a12f75f8d2365fe733c1e95499258a4d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "5e5bf7a0b8ee44992a030af0c35a4c20912f650cf292e24f84a0a9654db7222d",
  "schema": "gridshift.signature/1",
  "signature": "fcaee1e009abac6ffa389e920fe539a7aa592c28eaf9e7486eb8656203cc1a39dc83ef488258e182aa0ea80aac5d7c7050d084730316ebff8115cc8316dda80e"
}
