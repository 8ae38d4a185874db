{
  "algorithm": "ed25519",
  "content_sha256": "330387b6d268e6b1fbf9418f8eb77a5197aa9c7c8eadbad92efec3043b3f0149",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "2e962567d25e9e44fc3cbd853271361943aadb9399ffb3b0c455613dd1f9c4a1",
  "schema": "gridshift.signature/1",
  "signature": "caa10c072da7b689e6ab2f6042cf733c91eef55b585ff981f47eaaeef7dd2a2bd2d21e4020111d99cecd28dc0bbebcb612d891f6b22d701be100845546535802"
}
