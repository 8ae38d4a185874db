{
  "algorithm": "ed25519",
  "content_sha256": "aa8359b3d862d012890d138c36b533bfa39ff3f05950f0ce1ab786b7640bdbea",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "70981d75c644c3ca1810e9c2bffc67c9b2cbd9093f2b536f3095fec4e41450fe",
  "schema": "gridshift.signature/1",
  "signature": "6bd5a06d1b414489802b679cc6c6a9ea74690d7788116c20706111df52ce0adeb9c0f1134398359a0e6762a5f775eedf7a8b418ee60755ad331c4f5d10d9c108"
}
