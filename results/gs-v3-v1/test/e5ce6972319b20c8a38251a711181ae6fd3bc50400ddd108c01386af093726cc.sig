{
  "algorithm": "ed25519",
  "content_sha256": "ad49518bc78dde104aa514412dbe3d2a2ccc37ddab8c2d907a5d6d1efe2d1163",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e5ce6972319b20c8a38251a711181ae6fd3bc50400ddd108c01386af093726cc",
  "schema": "gridshift.signature/1",
  "signature": "fa6625ca609a183c3e8a0d7ba92524cfaabaa3129ff2d13901ef22f27cbd218d78f93a272f963c7495c74f3e498a5b5421db5f9184bb170eea32f17271caf20b"
}
