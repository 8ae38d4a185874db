{
  "algorithm": "ed25519",
  "content_sha256": "55e873a239cef391d6136d51de752c2a5c4c846ad2c9d901051433855db0fc57",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "fdc256efe58651fead74a03fa2f2bd71051783636814a54a3b6cdd3139a5a698",
  "schema": "gridshift.signature/1",
  "signature": "1a5da799142a069ee41bf1022ea0762f50fd8731e1d1dd2e3746fe121ae265f1e5b66a27c1ff0467c7babb6556bb000126075f643038dfa343c6dc7a1215cd0b"
}
