{
  "algorithm": "ed25519",
  "content_sha256": "ebc7c6aff1676ef54d7303c893e5f08ce2f0c8676b9a8a2968082ed02498e038",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "57cfa453edc6e9d27346104e0bf8a9d2a343bbef1078a96ba08de80e81bccc68",
  "schema": "gridshift.signature/1",
  "signature": "eaf8e0d6f8437ebd6c08165a3afddb1b949dd4d762b834d4731ac1d5809938a1c4a0ef70693b0bc55425bd5a26f2c1cbdc0cf341d1f44640c74d88f17d0c750a"
}
