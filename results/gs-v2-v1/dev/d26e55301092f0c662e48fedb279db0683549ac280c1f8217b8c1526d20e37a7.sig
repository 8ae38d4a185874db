{
  "algorithm": "ed25519",
  "content_sha256": "64fd168cb0a9e7ac19628d5087bcc78c6066accf1c7e5576e8bab5719b5d5431",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d26e55301092f0c662e48fedb279db0683549ac280c1f8217b8c1526d20e37a7",
  "schema": "gridshift.signature/1",
  "signature": "faf318c65999980328cebbda8d4d0997d21dd80d41ff4cddca6776e17c5cf9a6d06b3dd7cfe7ae67dd4e7de4d18d02c7a0feb41bb1d2f2b4ea1f254c39da210a"
}
