{
  "algorithm": "ed25519",
  "content_sha256": "52a23c2b49dbe52d2748b1a8bb37030e6acd2ed725a150add4fa2cab8aa00bed",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "65982d215e3d827f09e7bbac46ff385615c7f2e63d6a8abc561dd6455f258b46",
  "schema": "gridshift.signature/1",
  "signature": "8acd0db7fb4445ac18cdc0303886927bec4bb62b587a0d73813f4dd95dd41fb3c996b3b968526e03c2701c032a9a01794e0f7cf099d13afd11c740fa16fb8601"
}
