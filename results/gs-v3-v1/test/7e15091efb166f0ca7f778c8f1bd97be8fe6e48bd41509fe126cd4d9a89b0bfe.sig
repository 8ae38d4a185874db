{
  "algorithm": "ed25519",
  "content_sha256": "7d55f37ee5c90efa73e3b3e73112afc1284845a12b3a6557a6ce731e3e82bc50",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7e15091efb166f0ca7f778c8f1bd97be8fe6e48bd41509fe126cd4d9a89b0bfe",
  "schema": "gridshift.signature/1",
  "signature": "185f2204e8289017e401004991141cb670d5bf1b1e078ecf7d39c514ff5b8e1adad22ef94bbb82033eb8bae054a01ca75ac7fa979e7b16d201d1d3cdd8c02908"
}
