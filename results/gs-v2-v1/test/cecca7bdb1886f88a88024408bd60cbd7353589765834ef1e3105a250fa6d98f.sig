{
  "algorithm": "ed25519",
  "content_sha256": "1698ab18674ca8ec254958c3325093f0cbf7f025994a14409d27b3dcaad4701b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "cecca7bdb1886f88a88024408bd60cbd7353589765834ef1e3105a250fa6d98f",
  "schema": "gridshift.signature/1",
  "signature": "eba1c2aa931957073c639c4104214f8c64898d96fded5f4a24b970ee2b6985ebca41c9ab28aea6b8eab73c3b58a014fd4074700a68e6379aed7d8eb6be55c30e"
}
