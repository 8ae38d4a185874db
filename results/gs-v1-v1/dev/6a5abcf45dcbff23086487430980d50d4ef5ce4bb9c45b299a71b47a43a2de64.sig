{
  "algorithm": "ed25519",
  "content_sha256": "8d2ae91c58ae0926d74d594091c89e7f7e671091adf20da3d11533adb9a1a828",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6a5abcf45dcbff23086487430980d50d4ef5ce4bb9c45b299a71b47a43a2de64",
  "schema": "gridshift.signature/1",
  "signature": "534955bb4e684b935ab011d7a3a086a2e84cb653f394429b64bb68881d0bfab7106fb6960d740a9ac1afb4b8cc74150154be49a7884c2884b7bc85027895b60f"
}
