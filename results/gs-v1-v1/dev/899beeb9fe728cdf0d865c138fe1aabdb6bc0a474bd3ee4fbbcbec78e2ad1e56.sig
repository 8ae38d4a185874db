{
  "algorithm": "ed25519",
  "content_sha256": "ff7713d4a7d548e32a7ed6fe933b68d3e82236d82f19228d499252294d4aaf95",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "899beeb9fe728cdf0d865c138fe1aabdb6bc0a474bd3ee4fbbcbec78e2ad1e56",
  "schema": "gridshift.signature/1",
  "signature": "28c6bf12fb1a92a68cb8a63b8ce7e3a7776814326787d70f4d1555c20cb091eb6ad9ab3f444f28273a33fce289983f763fad115a740fc383bdba58058ad29b03"
}
