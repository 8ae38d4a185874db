{
  "algorithm": "ed25519",
  "content_sha256": "70a4c1b730c1a133be510afba6eff343a22d17b22fac82cc5b87367fb3f7fbe6",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "dcfa4bbdc80bddf4052489a41296ff11af7b998747a32adc7cf067729d973162",
  "schema": "gridshift.signature/1",
  "signature": "bb58a68fd5d69c5dbf128442f0de6a5c8bcb8d6c6dbefbc959dfc82b6181212b8c08d14a7878cb93c2da99c608b84374f452febab3238e947440f2aa1a5c740c"
}
