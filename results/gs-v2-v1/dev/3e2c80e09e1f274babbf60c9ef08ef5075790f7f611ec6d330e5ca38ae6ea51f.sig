{
  "algorithm": "ed25519",
  "content_sha256": "89de94b00d6605f37fb9ab4fc16d375ba12c468920b3b4cc05a46a4c64ccf307",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3e2c80e09e1f274babbf60c9ef08ef5075790f7f611ec6d330e5ca38ae6ea51f",
  "schema": "gridshift.signature/1",
  "signature": "40c992320c04cf4e198ed74ec1e3337c078abbc54ed284a9f74c5c438940dfc93b1c8bf02ea71cf0a8140af0731b140834216da70b898075b4cf52eb5d1aff0f"
}
