{
  "algorithm": "ed25519",
  "content_sha256": "23affdf1b81ad37998d2fdc179fb68d7da2e0aee199d835e7e98e1fe1525813e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "bce6881d53a0ecd89278ae508b03620c68b958800fb5de9a3ce3ac5c6adc4119",
  "schema": "gridshift.signature/1",
  "signature": "21cda5b522bf2526192133a22298ad73516b16dff80680beb5d7e6c6ecda0bd6564b9a2404b9cd6273b2ab7aa5e5ea91dcd7e673b9eb68334731abe2c9986801"
}
