{
  "algorithm": "ed25519",
  "content_sha256": "80ae87468a9c5731a48ace36dfd72d03414e410230980a62ef80119f0d111f20",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c675be2e29910bf2650f8561d5c4758538414b206bacd8929db854f2d2e5c39e",
  "schema": "gridshift.signature/1",
  "signature": "11634e773debdfd05a2ed7893858723ad3630f31f76f8bfedfb995be626312749d7fce82ca004403ac52a14c4f7ad9d13ad8d983e6e67dc9f39c46f2b96a2c03"
}
