{
  "algorithm": "ed25519",
  "content_sha256": "4ba863f04f88d98038eadddb44b08bcb819ec0753250468a33130ccce770334a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8c27499585b3c984d68fe212d35a88ca19a1579046e0a8af04b68f53a81ef710",
  "schema": "gridshift.signature/1",
  "signature": "26470ce3239a44321b3429d71cab5a1e68641da88ef6edaf27a78f37f530661947b0ae3a381d21b8ff04fbf7c4ec64915d4a646e95bfcab69bfb542e0579af05"
}
