{
  "algorithm": "ed25519",
  "content_sha256": "e7abb2e11c588a2dcf060f109a06336f31f113914b10712edabf0d1ea3471929",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ac0403ac81ea4bd723ed6b87d51159548552d96ccf65881ec184f41c9fb03768",
  "schema": "gridshift.signature/1",
  "signature": "2eba415ce4bf3ce4c7f7e7b9304e9a9e435ab4ddf9d2099816a794d922a11eb79e3d6c64e6704eafb0edda14668745dd6269a110777c01ec23dbf4677d65cb03"
}
