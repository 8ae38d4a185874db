{
  "algorithm": "ed25519",
  "content_sha256": "bb70fce7a1f9d0b495a6ba9f37f9d487f788ffdc5eba9edc32441000fb68c688",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "96a18c6f148051f6f95873ae1a252712317113a03aa96183f16fc2b28a0c0cec",
  "schema": "gridshift.signature/1",
  "signature": "398c1d889cb9767dd2d299a626562df0630c033c2ca4855bbdc365d40789d25f9eea968f607100c7e0ecb6dcf34ec0df839e3a212dc2f352317d52aece462801"
}
