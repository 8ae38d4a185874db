{
  "algorithm": "ed25519",
  "content_sha256": "5fefdce2ee961af939ce2e0913da219f377b329e856aa674d57aa6b201282a26",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7a9fb7b96890057552c2b59a0dcd6cc2cd5bcef8d5d7dd5080d69a7a8efd5dbf",
  "schema": "gridshift.signature/1",
  "signature": "ad85ec58298e6954e98109f1387702a0606d4432c6d56fe3948cf818a81f5202f58738e51e0ee1b96e20adf30a2b00ba36456df6ea32c4858f8d8a7d47564507"
}
