{
  "algorithm": "ed25519",
  "content_sha256": "de443436ea487dfb7d33faa2ad08bf99f379fa86a399a845e75f686b5eaac373",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "bf57eff66391666da2e14259e9cfe3f9b261b8b538eae9cc8c11302d7d6ec24d",
  "schema": "gridshift.signature/1",
  "signature": "e4f690e4518e748175d8e5ac1d83c8872830b97ca58e81912aa7a94509f7c47d10d8c136ded74b5054750a8d2353bd254791a0480f3f1611bfd101a1b86f8105"
}
