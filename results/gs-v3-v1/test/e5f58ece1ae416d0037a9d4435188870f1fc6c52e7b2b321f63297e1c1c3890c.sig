{
  "algorithm": "ed25519",
  "content_sha256": "379e33722c520bf50206b4fadc144760f8a2b98f085133c6bc52ecc8393e81d9",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e5f58ece1ae416d0037a9d4435188870f1fc6c52e7b2b321f63297e1c1c3890c",
  "schema": "gridshift.signature/1",
  "signature": "934d4f4905c73fc2f7aafeafa1982e6074cbd2934cef5c7631da6417db8bca540c65cb2641c573c2aeb5880b1b7a8996b0b9ae0ceba7e663cc9415a67bd37400"
}
