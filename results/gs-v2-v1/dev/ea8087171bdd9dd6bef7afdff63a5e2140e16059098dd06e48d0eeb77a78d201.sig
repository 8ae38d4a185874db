{
  "algorithm": "ed25519",
  "content_sha256": "52a81ce724fa3edb900e2b4813101cc51ce83ec60b543f3caa951ecd47e118d1",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ea8087171bdd9dd6bef7afdff63a5e2140e16059098dd06e48d0eeb77a78d201",
  "schema": "gridshift.signature/1",
  "signature": "db2b038148962786d1207522d5122483a5e72b19394bd6242c977f465e36b50596ac63eb12cb2d948e39228427ac7da60ca1ddc808ea19144d137a6d905f5702"
}
