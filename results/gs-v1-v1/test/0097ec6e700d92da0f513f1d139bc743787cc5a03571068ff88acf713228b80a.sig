{
  "algorithm": "ed25519",
  "content_sha256": "0d8d25fb789417f8ff04c5144e554444f5e9116dbfc943ab8b1d89a0a5767943",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0097ec6e700d92da0f513f1d139bc743787cc5a03571068ff88acf713228b80a",
  "schema": "gridshift.signature/1",
  "signature": "655632cb67017a277bb27d5f9a75fc7878f21ab5015333788152ec4626ddb00b7bbd9a3bd9d6a9028ded63f4fad8caaa785416d3e4aaca47f78d16854874d50b"
}
