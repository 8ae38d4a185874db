{
  "algorithm": "ed25519",
  "content_sha256": "475918805ff087a7207dafe518aff4b87524f447d4acbb2e73faba12cde4d8c5",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4fe58701bb51c10e068bbb0e7b8f16c083f3bbd3ccada2845e6e9a0c515dec6b",
  "schema": "gridshift.signature/1",
  "signature": "aeeefe16d0f506cbade7c82bfe0d80fb9bd6f4e0c4a08988f8239200423afea7c2f214a398809ae94b58b3645bea9e37d951ea61dad528901d8ec2281e59a405"
}
