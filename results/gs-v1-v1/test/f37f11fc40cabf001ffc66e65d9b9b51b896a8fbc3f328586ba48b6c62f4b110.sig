{
  "algorithm": "ed25519",
  "content_sha256": "9ffe5611107100b722153a65c46e4ad3652e46171aa286d085afcc02cc0603cf",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f37f11fc40cabf001ffc66e65d9b9b51b896a8fbc3f328586ba48b6c62f4b110",
  "schema": "gridshift.signature/1",
  "signature": "7d12a206aabe3b5ca020e6a016dd3775a3ab4c0dc164543144d9ec33f814ca567686ef90265ba89bb5bf6f1869c2b3a3111599b36de3f5c6bef086c00b9efd0f"
}
