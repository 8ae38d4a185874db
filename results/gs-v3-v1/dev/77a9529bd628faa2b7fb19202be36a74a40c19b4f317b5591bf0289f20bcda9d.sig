{
  "algorithm": "ed25519",
  "content_sha256": "c28834139b9e668da40094359a6bc657bb67c3e282c32aae3f637aab7a4066cb",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "77a9529bd628faa2b7fb19202be36a74a40c19b4f317b5591bf0289f20bcda9d",
  "schema": "gridshift.signature/1",
  "signature": "d05a758e18d5eed73308a9c33fdcd3d02f60660a42bdfd3106eb4c9d50be4d53818a752c9b72257ae799b25c8d99dcd8815f28305f223a3b988661ecb2fd250e"
}
