{
  "algorithm": "ed25519",
  "content_sha256": "6adc637643f2db9a35e81f3f575d84172ddd3afaa77c2d36bb1a83a8b1ee9891",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3c3aa2c400567af5e1c66a369af7301bf2518dae2ea6af854cc1328dbd8cc287",
  "schema": "gridshift.signature/1",
  "signature": "26b7b9d6677ae30329462c6fda2640ac790ad7cb9c64f4ef63979a815eed8b91f7dfbde98b5b352dca393fb8c6f2bf5e4e2937c115ffad7add4ea15be6b1e40c"
}
