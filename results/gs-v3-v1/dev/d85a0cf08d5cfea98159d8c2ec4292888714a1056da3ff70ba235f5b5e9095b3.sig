{
  "algorithm": "ed25519",
  "content_sha256": "193a2a854b43b402e505845268f986c53d3b5e7d81748140a08a49b5dc278a8f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d85a0cf08d5cfea98159d8c2ec4292888714a1056da3ff70ba235f5b5e9095b3",
  "schema": "gridshift.signature/1",
  "signature": "38fed96dff17e802c6ae7cfc8c4d5bb05dbbe8abba470c0d72d65eab4d1f2ebcd98d36d0f417ed553725032ace7c3d06f3a941e17432757d9b30bd78d511850c"
}
