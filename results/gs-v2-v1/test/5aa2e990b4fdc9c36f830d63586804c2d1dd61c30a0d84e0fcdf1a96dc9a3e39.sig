{
  "algorithm": "ed25519",
  "content_sha256": "6fb490fb74d08b0807141d3ca2cf146a7734ef1130dbbae98cfcf98a4a0222e7",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "5aa2e990b4fdc9c36f830d63586804c2d1dd61c30a0d84e0fcdf1a96dc9a3e39",
  "schema": "gridshift.signature/1",
  "signature": "a89ac15884fcd7f491429aeb5aee2764ca50702154e79afd60e41b0f76642e806cbb3f7648a96fa96677ee09c05ff59ccdcf8749f3de25ad0f5d25f711f10c0b"
}
