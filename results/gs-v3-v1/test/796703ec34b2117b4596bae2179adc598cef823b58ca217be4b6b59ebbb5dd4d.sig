{
  "algorithm": "ed25519",
  "content_sha256": "5d6b7959825e8e8d813563c715d9abbb02148eae657a0a67b0b8b638f726cca1",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "796703ec34b2117b4596bae2179adc598cef823b58ca217be4b6b59ebbb5dd4d",
  "schema": "gridshift.signature/1",
  "signature": "90c379abb8dee7f59e86f6494cb4bd5eacf8d0e11a886dc32cad577bb27ff2bb91e2ab4b311c8de5d4852c53cf6085e39580e66c3569b6c5c06923cfb1622c00"
}
