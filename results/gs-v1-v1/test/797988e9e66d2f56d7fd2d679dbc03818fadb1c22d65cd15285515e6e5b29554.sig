{
  "algorithm": "ed25519",
  "content_sha256": "f6cf74957f5d1b133a464f0e9a58de95ac29710e83133dd182c18e0cd5a41130",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "797988e9e66d2f56d7fd2d679dbc03818fadb1c22d65cd15285515e6e5b29554",
  "schema": "gridshift.signature/1",
  "signature": "8ffb4523db1ce7aa930327c913c4d471cadf01428c4067d5e40e398e3b890a29f2806aac2db1ed6f8e8c9447e2eedab8ad25e196bfa664b11644f10c1824150a"
}
