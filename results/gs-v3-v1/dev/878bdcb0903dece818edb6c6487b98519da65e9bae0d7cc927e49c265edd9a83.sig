{
  "algorithm": "ed25519",
  "content_sha256": "c3d5041d14c4e01fe0abe79b6cadec0817c725f75ca43825f024b0678b4969f8",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "878bdcb0903dece818edb6c6487b98519da65e9bae0d7cc927e49c265edd9a83",
  "schema": "gridshift.signature/1",
  "signature": "7571b27f3738d2e55987eaab8b237786ec90787889a6aee01834816f9c97308688de4768901f6b41cfbb7c6d1bd83d9d3786dd23e65623d409a1f38c53153009"
}
