{
  "algorithm": "ed25519",
  "content_sha256": "590da150e7606716811ac1b86bffb0983a4c90839f0590f5ef1a60475d589f52",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a95fe2c4ff8c9a19777bd6d54fcb5ae8c62c5679e6f570ec3044e30fbeb80869",
  "schema": "gridshift.signature/1",
  "signature": "7048cb4fdf6c81a02d97454bf37562895db4d14b9ca01cf51d56e462e95b1587e9829eb624463e57d752db6dfc9acc4327b9ee92656923eadace5d4441214109"
}
