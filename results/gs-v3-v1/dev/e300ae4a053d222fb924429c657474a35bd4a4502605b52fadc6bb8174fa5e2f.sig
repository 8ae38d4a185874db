{
  "algorithm": "ed25519",
  "content_sha256": "6faad6fb4d033885de0959bf7b871d2d6b6c4f46f926568bb3be5e84604bf05b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e300ae4a053d222fb924429c657474a35bd4a4502605b52fadc6bb8174fa5e2f",
  "schema": "gridshift.signature/1",
  "signature": "afdaba5908bca63532565ba02cc7202018a7deed3a03e7dfa198a310121c092a39d772c055f9a07f627cecb93324d3aefababb6faad503e3c9759ae40e8b8a0f"
}
