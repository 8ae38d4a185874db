{
  "algorithm": "ed25519",
  "content_sha256": "dc2223c7e953a055c215a6ac936aa352030e35b5d2c4f29d979ae975f0df106a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0b8307bbd2d062a66adb9bb96fcbe44b97d2400a8061c1e978d1ccc4d0ced385",
  "schema": "gridshift.signature/1",
  "signature": "75b043cab9125bd53971552abecbcb64dad554f89fe09d5912aaf3adea1c26ab95bcf35f37b765160fcd085a6e71acdfbd71351eb8a036a8ffa8d704fac24609"
}
