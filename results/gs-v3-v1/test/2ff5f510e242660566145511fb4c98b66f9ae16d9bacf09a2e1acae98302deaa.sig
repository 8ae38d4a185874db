{
  "algorithm": "ed25519",
  "content_sha256": "c4a82ee1721ca0b8479da9224928a46d5d6fb2034666ea545d71cff96a725e13",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "2ff5f510e242660566145511fb4c98b66f9ae16d9bacf09a2e1acae98302deaa",
  "schema": "gridshift.signature/1",
  "signature": "65637303bec4a81336b1dff68afd68ed30bfd677b7c15e1bddd4439ec0b73a9960f01a4018d9daef76104c42aad526abeeddebc91bb2e1de1babad9749b5fe0c"
}
