{
  "algorithm": "ed25519",
  "content_sha256": "40bb300ab97db702c7cc2c747fc0a6cf2fefa4f08926cfac417fb648a4790fde",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d770825419d9df2cdda3cede62a56a46c9c9249919f88d6767f70a0f7e6263ea",
  "schema": "gridshift.signature/1",
  "signature": "0701e4fe17f2640483eca223fbc55b9222ac05734d06c0696e888986315bfe83c2771b70be04f8f3d8abcb2e88b6b042496e1099216847061d90bdfddebd7a04"
}
