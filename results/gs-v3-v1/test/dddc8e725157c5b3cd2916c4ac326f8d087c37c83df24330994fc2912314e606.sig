{
  "algorithm": "ed25519",
  "content_sha256": "9e9a5cd9511e785bbed16f5e38e9fd8bda53313cab705e6ad238b9f97aa4e53d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "dddc8e725157c5b3cd2916c4ac326f8d087c37c83df24330994fc2912314e606",
  "schema": "gridshift.signature/1",
  "signature": "683ca19d27af4e8d408a03be57e3c03c8ab60b7b895bac4c15fbae640dc144d9d5e6a1739b2ec286b64d5732dff4151756595282c0261414f517978d6b10510e"
}
