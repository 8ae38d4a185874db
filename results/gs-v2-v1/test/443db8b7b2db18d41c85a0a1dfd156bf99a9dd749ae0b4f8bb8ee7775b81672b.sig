{
  "algorithm": "ed25519",
  "content_sha256": "10c3de59f34839a6b47a070ad0a8490f508d23a7004a5837839b9dbbbc3f3e33",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "443db8b7b2db18d41c85a0a1dfd156bf99a9dd749ae0b4f8bb8ee7775b81672b",
  "schema": "gridshift.signature/1",
  "signature": "0d41c78b1aa39934f50de284dfdfb055450ed6906d5969122a6aef31da7546e9c00399f5e6405621186e4c0d89d235465bb14303cc4f920f0ab08946ee6f6c08"
}
