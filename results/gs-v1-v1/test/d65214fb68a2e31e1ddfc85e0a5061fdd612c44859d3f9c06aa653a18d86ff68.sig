{
  "algorithm": "ed25519",
  "content_sha256": "c0e3fbfbe53a8660fcd091c74f9d533a602d3b6dab366b8c6e275c20bbba5af3",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d65214fb68a2e31e1ddfc85e0a5061fdd612c44859d3f9c06aa653a18d86ff68",
  "schema": "gridshift.signature/1",
  "signature": "39a1ec38763520b54164a170923ff88972b3531aac446a074cc428843fffcc7f01b19796c85b0c255e6adb0107eea67f1960385fbb4966737fde496140b1910b"
}
