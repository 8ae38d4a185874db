{
  "algorithm": "ed25519",
  "content_sha256": "2ffa2682a716c3b22560503276cd924491d1bc57ede4f2cab1a9545686e441bb",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8fa7e94373c61e8db455edaff2f639900d4680c5efbfc33467233b9848d15d1a",
  "schema": "gridshift.signature/1",
  "signature": "48a0d3717c6802f2b4e647cb9be86e7cbbae8e94d3deae4a78fd86fa803b410f367515d823c9ce1ffa8cd1e0181cbd283789c5e23cf23e836f04ea9bc7d4b10e"
}
