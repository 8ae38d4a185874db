{
  "algorithm": "ed25519",
  "content_sha256": "655c8073d5df6166fef021ef403d9177691b2dfcec8503bdb3039ae5cea25082",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7fbda1f8a6f276d0a2b2fbbfc2e1acdc46bfbd18e5bc71ff58f058fe8e9aa9f6",
  "schema": "gridshift.signature/1",
  "signature": "11f9530af2ab90f33c39e17ff657a963c5bf09c533a9936642fe8721fba6ca265f201f43ff6541c787e3049b79a65d0615b51aadfa4d14dbdb5cca623a176907"
}
