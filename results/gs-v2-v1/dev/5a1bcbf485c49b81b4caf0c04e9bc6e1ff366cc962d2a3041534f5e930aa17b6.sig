{
  "algorithm": "ed25519",
  "content_sha256": "6ddc101a930761674aa958bedcacc583dddfdafa7d2927e56260a0e4d34b54df",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "5a1bcbf485c49b81b4caf0c04e9bc6e1ff366cc962d2a3041534f5e930aa17b6",
  "schema": "gridshift.signature/1",
  "signature": "58143a7d36d7295f64e761036afc21481932ae2f947202d96112d5212ffef47630110a1b23f4c827538dc1f59116265165a1e4818375b8376d0baace73e5ac05"
}
