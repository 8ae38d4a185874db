{
  "algorithm": "ed25519",
  "content_sha256": "6ef9d26401844d891391a55a16fc9a76481235b3d3ac1786e98a1a433b5aadd3",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f09589c1f5a1c6601a63699b6cec18e64aec8143ccd9745fb4882e5b71380f90",
  "schema": "gridshift.signature/1",
  "signature": "8f91cb99a6add85a1587f02f7e35294c50c507da2671774df87f583c37d0ac6d2b632c04fc30ddff570f7e3acb786dab3a1f350291dc0d68f2d622a23a96bd00"
}
