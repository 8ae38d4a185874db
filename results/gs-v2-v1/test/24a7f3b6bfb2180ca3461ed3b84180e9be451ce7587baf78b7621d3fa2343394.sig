{
  "algorithm": "ed25519",
  "content_sha256": "c22ce9811ba05e01e6e1cfa5b80741b755506cff3c8c7c132112268b39c4a555",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "24a7f3b6bfb2180ca3461ed3b84180e9be451ce7587baf78b7621d3fa2343394",
  "schema": "gridshift.signature/1",
  "signature": "3ff836d89a78cabea98f578b1db5fae9ea54cb7e0ab31294c8f16d2808137593bef44873ba20405a91805ba6158116febfaface69b29eb65e30f6698974f7a0e"
}
