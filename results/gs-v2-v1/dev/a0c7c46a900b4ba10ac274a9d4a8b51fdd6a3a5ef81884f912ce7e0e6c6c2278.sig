{
  "algorithm": "ed25519",
  "content_sha256": "62edee2812faea55506b378c5e2f9c0011c5f026ae0b110eab1b0c93ea5fcb5a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a0c7c46a900b4ba10ac274a9d4a8b51fdd6a3a5ef81884f912ce7e0e6c6c2278",
  "schema": "gridshift.signature/1",
  "signature": "e5d2e1a065124006b2a2c249195c95961dc941d0d95b128258090b44f1b981c3b0e38732e5496cf6de9a14564c3bb7bb5d56d84566b14d8b0b721ee686fdb105"
}
