{
  "algorithm": "ed25519",
  "content_sha256": "2e9ddb92c452896c2c73f60c74a3e06a0bf79afbb15fd8425f073eeb35942be9",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e818c885095e7111cebf4a5339516609a2351597c34a29e4829737c8f80c252a",
  "schema": "gridshift.signature/1",
  "signature": "30ae6afee7664033f9437ecc03805e61a3850f85cdde41c7d2e245b312cb30b7cce031a767d8d3bfdd05e9f10b71fdf4b10db41be6174c35ab9c9b15a2ef0d0e"
}
