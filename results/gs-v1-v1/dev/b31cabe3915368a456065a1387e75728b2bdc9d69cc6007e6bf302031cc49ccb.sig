{
  "algorithm": "ed25519",
  "content_sha256": "3fe7f225a922b5edc7263c10137d10462758893b3563391cdddd2f4298d55dd6",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b31cabe3915368a456065a1387e75728b2bdc9d69cc6007e6bf302031cc49ccb",
  "schema": "gridshift.signature/1",
  "signature": "63cf6667b97b2be43978190652db510c1547e7541d765ab453cd58bd2f78e131dd49de2a6ecbd170b9f10d87fa737e9cfbce427bedad063be118d9802752690f"
}
