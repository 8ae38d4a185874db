{
  "algorithm": "ed25519",
  "content_sha256": "d6566730aa3de2946f13a29f84a0dfb9b2859a6f6ea7c86bf41e962ff7a4a6dd",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9a9ca481e8e3abed3b52607a2eccacbe03aac3f425c407c91afce5a008d9177f",
  "schema": "gridshift.signature/1",
  "signature": "a0585969ee173d1b485add8e8d730727d460a614a60346d6ea8ae2d3f6d9e8726aadc365b97db301984374c6a8efad73b9a63477748eafb6bb6e00e94e3aa407"
}
