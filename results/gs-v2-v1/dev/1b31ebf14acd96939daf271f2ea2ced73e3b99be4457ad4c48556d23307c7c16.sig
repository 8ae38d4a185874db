{
  "algorithm": "ed25519",
  "content_sha256": "e9f91d751cc61e07c195bc5e3f629acabea5ba3f629c2984b381e900d5940d0d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1b31ebf14acd96939daf271f2ea2ced73e3b99be4457ad4c48556d23307c7c16",
  "schema": "gridshift.signature/1",
  "signature": "1a86e4bb8d7031bac8d8ebc996f6ecddd02a9522ea34a334c4de093b72e347cf6029f639fbab8e9cdf20f0c6cd6b9aa878e81b3ff0d0d4d8d028f73a136aba03"
}
