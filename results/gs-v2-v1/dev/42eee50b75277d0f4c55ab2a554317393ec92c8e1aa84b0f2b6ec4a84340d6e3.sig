{
  "algorithm": "ed25519",
  "content_sha256": "992e2c71e28732b3894b508d2ec20045b7e43f1b395122f4e59e11741a814d55",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "42eee50b75277d0f4c55ab2a554317393ec92c8e1aa84b0f2b6ec4a84340d6e3",
  "schema": "gridshift.signature/1",
  "signature": "6cd0beeead413d571d4528e34920f37453be42c0b3bdbb68d825959ff319edb6f68f9bb1d066226dc8b8e10c34f8cf7827c0d571b41b328f8e8fd503a298040e"
}
