{
  "algorithm": "ed25519",
  "content_sha256": "55f8c00e00a3e2461b845a0db2e60850bb254742d427835bc1b96de4f2e046a4",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9b11a1f89f9bef65db198baf6db54c03a9ec14bc033b68ae5e45185b5aa05a63",
  "schema": "gridshift.signature/1",
  "signature": "2da768bee82d2aecd44f7c8139c9fe67fd253633763d5b1686d797c78e493a415969bcd4a1d9a7e8740407f141ec13a4159fb598f093544633b632ceefaed30f"
}
