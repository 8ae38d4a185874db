{
  "algorithm": "ed25519",
  "content_sha256": "31952d19d7ce89b496646699fbdec600a8f6b4fb707c0a28229b48e8315c335e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d36054b8631d8a6d4cab210b5935bdd660904baaa8ace40f7c20fa89adc3ac24",
  "schema": "gridshift.signature/1",
  "signature": "ce91afa1fef4250b6cdaebd09b771b86e625534d48d5a41d965faf0d33454bd8432d5cbde1b8204729d885038f6c746c271c49ff2b8f4c8e4375ce59fa44f60e"
}
