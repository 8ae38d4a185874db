{
  "algorithm": "ed25519",
  "content_sha256": "5909940d34091fad98067f0a69b88d16b5f6b06f8fc57abee5956084cedb50d0",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9c7787d4fd50e18750f8a3fed5c656b56e1eaa221da6e4f0011b9bcc4efe6032",
  "schema": "gridshift.signature/1",
  "signature": "040d678f87b2169fb79253e54ccdc3004260b403fd0ea892808cc519545b4b1ff5377c9c40dc7e93f1108f1eb795879fa3c29b942ad95097f8c7c1a039e4ab04"
}
