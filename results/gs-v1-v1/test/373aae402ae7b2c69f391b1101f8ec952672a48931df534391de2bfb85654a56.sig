{
  "algorithm": "ed25519",
  "content_sha256": "260a7d6b1f91ddfdfad5ce60b4bc8b213876a68248e5243d04b3c729d28233ed",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "373aae402ae7b2c69f391b1101f8ec952672a48931df534391de2bfb85654a56",
  "schema": "gridshift.signature/1",
  "signature": "34a646f2499e0a69716bfac932099dbac11bc9cde7b39cb7acc1c00c793f9731c04eeb118624383d1399f2733eff7ffc74e273a77573e15cff1f39765b6e4308"
}
