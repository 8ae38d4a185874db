{
  "algorithm": "ed25519",
  "content_sha256": "a1804a5932c7c3e6f2c443f114c48ae7ec32590978d8847a5d3cde5f5dfb7d08",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "bb5875265bcf53329adb31eb77fb8b0231958f071fabcff3ef01f7691e3d14bf",
  "schema": "gridshift.signature/1",
  "signature": "6cd3bc1e4772fd44695bf84105a7f590d7b286c465732afe705abefef2822550f50e5b8e4cf691e1773998978233ba6d94cee28415487d7b344dc496623b8a01"
}
