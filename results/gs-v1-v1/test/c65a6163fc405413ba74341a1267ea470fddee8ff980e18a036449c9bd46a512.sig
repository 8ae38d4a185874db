{
  "algorithm": "ed25519",
  "content_sha256": "2c53c04a1f65b11bc35899507c7f37f047144a93b34e61ee7ac0a019d3125030",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c65a6163fc405413ba74341a1267ea470fddee8ff980e18a036449c9bd46a512",
  "schema": "gridshift.signature/1",
  "signature": "b728a379a3e8ced692e7a24efd21a27c07a7b3c53d1a8a7eb3083b44f5752fc05f43b543c157f6cc8f3ca24dbf74e433e87e4db7e7bd9078eb81c3905e6c110d"
}
