{
  "algorithm": "ed25519",
  "content_sha256": "387cd2e3b7e906afd3956ed7a854ccaae621595aaf9ec338bb18950b54f1152e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c74d4e197ab19340c5cb8ca11d0e56a4d3770e5d9fe635b67f7d4740a7257f52",
  "schema": "gridshift.signature/1",
  "signature": "56ff5c108a924f2ca0e73d4eb47cd514b8eab3ca747d6c37b9bbfca7062eaeec787c813ada9912e8d66740150ff14ae8cd1eee7c3146d9b42f9e5e87b418870a"
}
