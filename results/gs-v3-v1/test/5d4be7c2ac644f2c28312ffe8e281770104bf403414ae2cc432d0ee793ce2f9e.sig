{
  "algorithm": "ed25519",
  "content_sha256": "e25a14041acc43d026d958e431e32239ec3505a11f564122bc18b5b9ed03e0c7",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "5d4be7c2ac644f2c28312ffe8e281770104bf403414ae2cc432d0ee793ce2f9e",
  "schema": "gridshift.signature/1",
  "signature": "0bee27f7b3c6f727d30186da2d4a5c96cb8bde48b8e1fb322f619da1ed2e6e8f9eef40fef829394a4667d8e5bc91548c4e4ad86151dab77ef361632d9960790f"
}
