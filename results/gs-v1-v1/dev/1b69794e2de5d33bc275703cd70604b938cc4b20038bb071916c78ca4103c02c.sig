{
  "algorithm": "ed25519",
  "content_sha256": "cd8ea7ae5ce475d251f60e0a382f9827abce307b42813b3f7d04ed79416990bf",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1b69794e2de5d33bc275703cd70604b938cc4b20038bb071916c78ca4103c02c",
  "schema": "gridshift.signature/1",
  "signature": "a21860abee9205c4e2855a83406931eced4678423dfaed266a2df92d4e4277eccd41592738fd00e052b033ba18695b42fa58c951a6b7df7018a9d8d393ec820a"
}
