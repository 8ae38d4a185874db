{
  "algorithm": "ed25519",
  "content_sha256": "5cd2fdba55f1d2f5fe63b4da850932b29ad0ac5bb97fa7a3db08543fb360ebb8",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "aedb21b6f06754af7eda89d1b576d6b858f72a91f8c9f8d58c147e7b5c89e209",
  "schema": "gridshift.signature/1",
  "signature": "565e20af03035cfbbc2fbbb7f68da12a686502ecee8274a4b096b3426610878b9c534ff5becc21ef39cab342a35d9e56e40bbfbd3302b08ef5abfafb12cc3e08"
}
