{
  "algorithm": "ed25519",
  "content_sha256": "c7331b6945b905a895376ce2764cf3e707cf8fcbd8a5b3075278cd39e9193a8d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "02ac76e152fa8948fde0b125111f79b612cfeb88bdd323db082dc174f3f5d2a7",
  "schema": "gridshift.signature/1",
  "signature": "75912baff5be7255c1f78ef7ffb96868162fb534bf5885a1571ce160c93370f13e43de6fc5abb55bf6cf6f72b95c810e33a9578c5c05898a1e280baf0a63ea08"
}
