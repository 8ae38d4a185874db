{
  "algorithm": "ed25519",
  "content_sha256": "1f353cdabbf2da79e25f656a12a598a228edee225209a03ab3fae472897228c3",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "33cdb2259d805ac165fe42f06d71cf91ef1b461de7a1ccc79f36d853b834d687",
  "schema": "gridshift.signature/1",
  "signature": "5c8163cef199b0f7e14906f4b478dec6e6d1b745adcc2815b0c6670609bf09bb392361c67fa872ad5486dd1b1a9aff7e37ab8c3a712e0de503538d68276fea0f"
}
