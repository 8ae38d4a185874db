{
  "algorithm": "ed25519",
  "content_sha256": "db8aa478badc5010d1a7942e8545a45a47d9c937ced675ce2ae74fde72c0ce40",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4000e3df97a75fd342ae5fac8e5afddeb2e21d99ed516fc0619aeb27ad48458e",
  "schema": "gridshift.signature/1",
  "signature": "42b14e9a455022fea2e5bd0280138e6c6ee635e6cbd7e63d2fef79bc1d5bf3d0b1c628ef824aec423ff36060e95c670394520ceeba16d69d6a148b9ceb76b20f"
}
