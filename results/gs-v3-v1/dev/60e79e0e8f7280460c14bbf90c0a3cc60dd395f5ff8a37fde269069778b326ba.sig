{
  "algorithm": "ed25519",
  "content_sha256": "faea6f62ffcc8307684d98cd6056f9bee51eb3210e085fdecc200e56786df5aa",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "60e79e0e8f7280460c14bbf90c0a3cc60dd395f5ff8a37fde269069778b326ba",
  "schema": "gridshift.signature/1",
  "signature": "d6144d519456b430bfde895fa99aa82470abc0062097185fe142d8312cfd45ae84e7f1cb14d0788e577d9077e51e0f22596150fc2872b95abca8894e4cd3a306"
}
