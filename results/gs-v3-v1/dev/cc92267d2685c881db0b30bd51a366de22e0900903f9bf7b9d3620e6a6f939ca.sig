{
  "algorithm": "ed25519",
  "content_sha256": "b4326cc69457cb1879bfeda4a743dd912845c4f4c93111d76d736f7ad17d8b64",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "cc92267d2685c881db0b30bd51a366de22e0900903f9bf7b9d3620e6a6f939ca",
  "schema": "gridshift.signature/1",
  "signature": "1fa9e834306ec01f5f41ce3916dacc08235d39f8b0608ab2b08dbaf6faff1b7f01d0515030d2e579cdb89c7c604d218775742ba300c572378b81723fed1ec902"
}
