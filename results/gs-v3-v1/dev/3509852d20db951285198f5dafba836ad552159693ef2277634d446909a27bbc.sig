{
  "algorithm": "ed25519",
  "content_sha256": "31517b3c7d8ae97837c120c3bf4ef55e1147b155ed2f3d2ebcbde5600f0495b6",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3509852d20db951285198f5dafba836ad552159693ef2277634d446909a27bbc",
  "schema": "gridshift.signature/1",
  "signature": "ae8ca62aeb2dc81ae77ae5931d62e82fc5e4d3bb3bc9a346ea7789790468b49e63ed832b8fd5d2a025b900c3ca8e1c5d578f6533c4a07b071cf9901f9a8cca08"
}
