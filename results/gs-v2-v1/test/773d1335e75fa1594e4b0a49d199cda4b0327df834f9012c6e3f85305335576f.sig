{
  "algorithm": "ed25519",
  "content_sha256": "aac4f85c0031ae89228bcdcbce3cb8751485bde45dc00bfeb89b414f5f308551",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "773d1335e75fa1594e4b0a49d199cda4b0327df834f9012c6e3f85305335576f",
  "schema": "gridshift.signature/1",
  "signature": "8f6b41a2592460dd7964d515e5d74916dd92e07fa0a3d028801f737ac923f52e1105325cbcb150921deac900e2735a53bab2230c46182192b1b7ba1b34afac05"
}
