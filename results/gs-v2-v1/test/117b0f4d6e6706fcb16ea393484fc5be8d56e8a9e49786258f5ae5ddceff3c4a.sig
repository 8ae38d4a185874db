{
  "algorithm": "ed25519",
  "content_sha256": "7c36a47819ecc9400f9a1727ed6e0ea74681bac9d92284773f3007115dbc4af5",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "117b0f4d6e6706fcb16ea393484fc5be8d56e8a9e49786258f5ae5ddceff3c4a",
  "schema": "gridshift.signature/1",
  "signature": "ff4f7d871f7832d0992212db69f818334dace63392e1f571056105ef89d25342d0c07cac86388294be9a2a8870f9fa5e3e5159063c0341cb0e77d525c74a0206"
}
