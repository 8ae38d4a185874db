{
  "algorithm": "ed25519",
  "content_sha256": "a87d328030dbe41c51c6c884ea58a2eae0eecb546060424277b8e23715187387",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "67fbd740f3ac61cd3d801252b5ce5528c9516c6bcd662eff7576f458a8dcd5ed",
  "schema": "gridshift.signature/1",
  "signature": "742a109928702ed49fc8d1d9fc10f3f9330345150dd6f26329e4d25c4b739f234b77ba2789015cb7576a86e22612ff198ee3e1dd5a6dc11ce3a21fa0af763501"
}
