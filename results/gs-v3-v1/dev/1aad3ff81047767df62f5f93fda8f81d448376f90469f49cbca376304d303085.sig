{
  "algorithm": "ed25519",
  "content_sha256": "b90f3d0d7d632c2d52cf98466726081e586ddd67526ee4260f8b3ae03c3448d3",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1aad3ff81047767df62f5f93fda8f81d448376f90469f49cbca376304d303085",
  "schema": "gridshift.signature/1",
  "signature": "96f893e0e39ef652ef3b6305dce0d0578cc061f99c9eef5dfaf20cc125a66f19456a30d8a64b8bd6958f4b0ec2073a15904a968e18487b9d064ee92bb10e7f0f"
}
