{
  "algorithm": "ed25519",
  "content_sha256": "4275185b3a4eaeb702ceed5a116abcdaa26876d2fe7b067aae207c5e45a517c3",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "52362ab10038812c08a8f72bde020b42f688efae5edede175c4887a7f8978d70",
  "schema": "gridshift.signature/1",
  "signature": "312187060e907ba1cbc0f8b41dfa09ae6d7d85c6ce922ffa6bb3dfb75754733092ca0474b0016320306b67d4dfd944b95dbede980462296d1bb58b43e0298e09"
}
