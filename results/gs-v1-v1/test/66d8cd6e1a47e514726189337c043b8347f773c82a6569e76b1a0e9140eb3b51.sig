{
  "algorithm": "ed25519",
  "content_sha256": "3766e204e6422279a6f6cfbc520fa15e2a85ff2fed5e58caddf605cf0040bb43",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "66d8cd6e1a47e514726189337c043b8347f773c82a6569e76b1a0e9140eb3b51",
  "schema": "gridshift.signature/1",
  "signature": "3a1f4d79cd8f6a140890ac52341b774d611b5104f46a116ec05dcf9e45da7d8fbc45bac6994cf0db1c5fe3f30013c7096c2ac06998702f804e442bc65cc3a10f"
}
