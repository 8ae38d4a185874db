{
  "algorithm": "ed25519",
  "content_sha256": "682a6bab221075a275787e818fc0a2cf9ab0f35543b8d9c5d0c794391a518f85",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a1b08fcb453cf9de24b186e4bbb1f660174508387f27f733a566d2f2b4725c0c",
  "schema": "gridshift.signature/1",
  "signature": "fa9c646d0f586f597ad4b150a68bf79d15c8547ac2e4f184d187cf0a808d041bd8c7879bb90a31c59659f0e10efa9a192603b1c087c96af13a77f82caa451b03"
}
