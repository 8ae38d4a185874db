{
  "algorithm": "ed25519",
  "content_sha256": "0a321fef253b77d304b649df023fb2a3494a2a675ce4a58281b99eb2185163b6",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "68495a143b54ccec9e9a30a58abc04c4ea60509951efc5a8f6d73496da99d86c",
  "schema": "gridshift.signature/1",
  "signature": "200381d224b13c8b9ee52bc2d8a66346cd428d6677218c32a96c21d60ba8def0954660f80174bcf7b8a8560bcb51c2e8cdd8c3bfc70ea5c1caa303373cbc1207"
}
