{
  "algorithm": "ed25519",
  "content_sha256": "ca67e4c3f470fa860e237350c630d391edb188c555d4568020584b64c5a08f21",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "5662eebc5070363edb5dc626d769abe9c6941cfe62c88d98965f2f539344a9f3",
  "schema": "gridshift.signature/1",
  "signature": "452f83d8ff52be8860e146edeeffd813a40415f5953bdd3876aaf7abb4bd57fef625dc046a104db573e958d2586f47d3be14b9bd008cfa7a417f6bf215b6f506"
}
