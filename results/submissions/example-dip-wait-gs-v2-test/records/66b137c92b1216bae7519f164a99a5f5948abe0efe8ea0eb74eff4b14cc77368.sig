{
  "algorithm": "ed25519",
  "content_sha256": "df1ff5b615254846c3d438a82c3037bd39297862a73cadfb98483cfd52a82ed3",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "66b137c92b1216bae7519f164a99a5f5948abe0efe8ea0eb74eff4b14cc77368",
  "schema": "gridshift.signature/1",
  "signature": "8183881372943d2bcb5f304dfefe2570c2ecf7807fb1f608e3c32ace3a7664830c00cb44d6eb500ab392e2cfcfcab8d03998adcefde6129dc756b3d4edd5940a"
}
