{
  "algorithm": "ed25519",
  "content_sha256": "03577e80b2e86f4a3791eb45e53dbd49c1f1c3fe68f9eb092e51b100a3564631",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ab3e43e3cafadbb4215203b0c3cd9b490187fe73744ce4eb908200494a38363a",
  "schema": "gridshift.signature/1",
  "signature": "e49c468606cc7666b28d48bc6b377e08cdaf4da763fda295441ba4a6c9af0a53383eb8cfd2ae17a63f390aa21fcee0391b8a3021e36177c5c062a8de5848eb0e"
}
