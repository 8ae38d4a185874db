{
  "algorithm": "ed25519",
  "content_sha256": "8c4a76fe4f4d77483ba31360df9dc7b26a25f566719389077baa61c53832bc5d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0ba0024fd8183795309acb0a8ca86c945b5ffeca32465984a85f6fc8125b82bf",
  "schema": "gridshift.signature/1",
  "signature": "ec1733da1242f4d56ac9c8e45256a6bbd98cbf9163d75bf5c235a97a73784c8fbd5cd08ab44ad53a92e6baf3b4d4d09d3b911dba3418fa7e8749f495ec9e4406"
}
