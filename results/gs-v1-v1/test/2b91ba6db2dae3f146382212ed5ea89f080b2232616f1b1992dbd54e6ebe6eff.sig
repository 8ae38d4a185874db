{
  "algorithm": "ed25519",
  "content_sha256": "1d3ed2711e3f715a1983449cf2fbdcdd8795dff524d349a5c5cda2087d056d01",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "2b91ba6db2dae3f146382212ed5ea89f080b2232616f1b1992dbd54e6ebe6eff",
  "schema": "gridshift.signature/1",
  "signature": "c2907a63fcd802cc83502f0985df5115b61cdafb320c4eba1f4c994690046800d0cbab2701ad29a9d8cf6f12acad6749e62204c12afc45de2a94124313c5e906"
}
