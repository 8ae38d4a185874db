{
  "algorithm": "ed25519",
  "content_sha256": "190276a419539df66a827a5e78791556e71a2c5d4cc78eff442ad80234a13832",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3ab2a11d4b148561495f05dff48cfc67eaa97f2507e2bfa2ec10996c6d7353d3",
  "schema": "gridshift.signature/1",
  "signature": "8111a232a8e3de3802ffbfa80c8c07affcea17760334df5e7b7b8a936669dce96a9b55f7951983f0b5eb12c4cdffe0634f2c1b6c6ac88bc4753b0b9f4681e50b"
}
