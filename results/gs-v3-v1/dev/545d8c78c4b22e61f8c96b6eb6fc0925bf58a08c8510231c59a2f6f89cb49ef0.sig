{
  "algorithm": "ed25519",
  "content_sha256": "a4a555721b845ef9ce64dbc5c95d6a6ed403a07754344b1edf88d629b3d4e287",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "545d8c78c4b22e61f8c96b6eb6fc0925bf58a08c8510231c59a2f6f89cb49ef0",
  "schema": "gridshift.signature/1",
  "signature": "93fff50ac2eb8ef4bbab96390889f6ed8dd6e9ca24a502556ce2d3361b19c04b59806be4d3bb75d3b2216cc6103a9285e4d2228a2ef1f073a57e488d2663b60b"
}
