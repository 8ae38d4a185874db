{
  "algorithm": "ed25519",
  "content_sha256": "74abce3caa1830a4615355c46bd0f2e412e9d2fabde5e50ebc550493842565bf",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "56e3eb33c8dcdb3fb628239c195fbc2128f1006959eeb746e914ce949dcfd0b5",
  "schema": "gridshift.signature/1",
  "signature": "2e64f03b7211eaf0cb296b3511a4ee3adbeb73796fe70a176fe70adf9782996b5e7815d7c0f42b08bbb054c20a16566357ec8b50089b866618df176bff864403"
}
