{
  "algorithm": "ed25519",
  "content_sha256": "72f00b95cae06b5763ca16f5c38db6c89551ce5f5d0a4f371de37b6c5623eed1",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "eaeb4b2587155c1139bdfa3de3acbbf1f0a0fd30054fe47763cc0409620762c9",
  "schema": "gridshift.signature/1",
  "signature": "1b9e500609c86646017bca68f989e71d9a063a45f8243a3449cfe0697b37fe285d1167a3f4d82557caaf5d237c25f21d921ca81408084634b61a0793d79f9006"
}
