{
  "algorithm": "ed25519",
  "content_sha256": "e65630e3f6cbf2c3c7622a4488913ec26d94259c751fb7e62ac71c23a006cf7a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7a8969c03796fc30c8b0287ff9d86f03d344e208dd33bc6cf84b03c47d70eedf",
  "schema": "gridshift.signature/1",
  "signature": "819c3a7257039c9a9b0023c1f2ac60c938242a44b2ab58a1dc78294212bc870de73ca500dc43e633cc3599fa54985e0bfeee8b0d8b0a3d61dcb512c9d0af3e0e"
}
