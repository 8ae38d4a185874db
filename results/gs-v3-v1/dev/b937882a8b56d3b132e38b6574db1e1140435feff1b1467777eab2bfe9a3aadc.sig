{
  "algorithm": "ed25519",
  "content_sha256": "6e13dc48942831240daf368aa2b5269f20d5d7730e4ad8c639c3e2815bbb39a5",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b937882a8b56d3b132e38b6574db1e1140435feff1b1467777eab2bfe9a3aadc",
  "schema": "gridshift.signature/1",
  "signature": "c98bd5d52b2e80afb22292552b50d26a2934fdc741d968ab9acedba613074e995d6c78966e6a4a80031e052b73e9f9c19e244817f1ff834a47e50e799f6dc508"
}
