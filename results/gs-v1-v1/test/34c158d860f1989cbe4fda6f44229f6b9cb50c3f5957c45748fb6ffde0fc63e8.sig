{
  "algorithm": "ed25519",
  "content_sha256": "9d53855afd1d1b813562195fb4ad192c2128cba9f8a5a3b8e619530309bd95b1",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "34c158d860f1989cbe4fda6f44229f6b9cb50c3f5957c45748fb6ffde0fc63e8",
  "schema": "gridshift.signature/1",
  "signature": "88a1ca80e490827c5076eb021108dda61d7c194dced48ac1a277aada7c279b7f8879518bc37d0aadd56f8ae56d0410db1fa262479c790b6700dd1e0458269903"
}
