{
  "algorithm": "ed25519",
  "content_sha256": "833a91a7de4e0ab524d27969b0d6bf055c4f8bcf24fb4fa7a9cc3d87ef085934",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7c972b6045ee4e48641b109115b91e9d50c952b83e329bcf456739925bbff955",
  "schema": "gridshift.signature/1",
  "signature": "ab4cd3b7e7758d18d200a2072a950bb7640b593b8c13403806faf475d7996af741cbc878996f28eabbaa921cea9b7a3a374b0ca787f5c0a52d35ed0bab9bb201"
}
