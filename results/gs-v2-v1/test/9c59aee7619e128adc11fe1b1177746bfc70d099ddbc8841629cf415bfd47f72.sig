{
  "algorithm": "ed25519",
  "content_sha256": "8ddc599a472ad925f07e6b8157cc1e7982ba1f5d8cb25f9df544f28d89aa5e40",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9c59aee7619e128adc11fe1b1177746bfc70d099ddbc8841629cf415bfd47f72",
  "schema": "gridshift.signature/1",
  "signature": "05cabfe863b08f6cadfdd2b307adefba14de861797e0becb3943483097c74c1daf820cd113f4637b50c7dfc04ad60efe5c60f2801bb9c5686802b0a841098603"
}
