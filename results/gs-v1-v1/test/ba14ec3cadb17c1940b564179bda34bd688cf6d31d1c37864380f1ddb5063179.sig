{
  "algorithm": "ed25519",
  "content_sha256": "6de9e618d70b18c8311c74a415a5e5c61a124633230ee99265302dd6de1e814e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ba14ec3cadb17c1940b564179bda34bd688cf6d31d1c37864380f1ddb5063179",
  "schema": "gridshift.signature/1",
  "signature": "cde6c249c6022a2c1c843f0895384c6defb5cb3e97825036ec84185602bdd835b5b7d1e3434e1bac32e2494ab52fcfb524a3071d483dd3b8e4545b208a6dba08"
}
