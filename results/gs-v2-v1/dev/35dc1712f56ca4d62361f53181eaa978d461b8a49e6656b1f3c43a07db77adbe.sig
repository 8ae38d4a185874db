{
  "algorithm": "ed25519",
  "content_sha256": "e92443add8708c921a923b2d177143f42b18c5c99e55a247d43f926607260f71",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "35dc1712f56ca4d62361f53181eaa978d461b8a49e6656b1f3c43a07db77adbe",
  "schema": "gridshift.signature/1",
  "signature": "f89c63f1d86980bc8bc5e342893bb36ad4b38387b57eedf36af0bc8ea12ae3d693e937b892168b1073460d4c775dd3df6c580c3fd4aae99057c3bc987fb70a0c"
}
