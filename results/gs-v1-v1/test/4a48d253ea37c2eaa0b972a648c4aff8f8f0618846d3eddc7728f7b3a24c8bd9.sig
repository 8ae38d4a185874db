{
  "algorithm": "ed25519",
  "content_sha256": "13e6c8fa8e11586fd954c7e9a790d45362adc5df8c81c9acbcbc9ab5a7a8a2a4",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4a48d253ea37c2eaa0b972a648c4aff8f8f0618846d3eddc7728f7b3a24c8bd9",
  "schema": "gridshift.signature/1",
  "signature": "539cc4e10769ae0460c99f802ac2a0d46255944a97a95aed121c8effa46c51c214572d86ca55e0577da0cc506fcc2613e714eb90b2790facc13252528fc98204"
}
