{
  "algorithm": "ed25519",
  "content_sha256": "a61b04be561e8b55ddd334a0bd9a60657b3acbbe6e3cacbe26bb04abd0c08ac1",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "2451ff1fb9e63b16c7bdbb550a969e0d276bd6da685747c8030256605df9c71c",
  "schema": "gridshift.signature/1",
  "signature": "2a57041a1cc2afab9cb59f24d807ea830ff60a6599cee888cc80659096f3777a599f149150645450e7ff9097b5173e5ecd29a63e79011daf1403b47d9b742802"
}
