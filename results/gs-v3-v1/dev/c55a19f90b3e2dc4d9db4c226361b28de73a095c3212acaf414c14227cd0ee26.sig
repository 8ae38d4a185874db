{
  "algorithm": "ed25519",
  "content_sha256": "8f952078148eaa2ea2268e0117f2dccc2a91e7379bc86b15a0463c6497041d14",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c55a19f90b3e2dc4d9db4c226361b28de73a095c3212acaf414c14227cd0ee26",
  "schema": "gridshift.signature/1",
  "signature": "640e9cf901645cae07c2d39aefb9886e1fc81fb4acef708348849c5f24c9e637b17a4d8421fe16d7618d53ee1d3b870fa39322d3effa69fc4d55e76bbc6ef602"
}
