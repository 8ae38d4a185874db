{
  "algorithm": "ed25519",
  "content_sha256": "8e7221fac2635eeec760141299ad924891b09b42f3393482b4424535c957a205",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "eb607acba96fdc5542f6ac6496c639bee6f51ec40075eccfd3229de562430efd",
  "schema": "gridshift.signature/1",
  "signature": "7a4f992d60b6ff2c19c7eda6538850ad74fc21d7ba042b8b566079da0cf3f5db98622c78e8d00bbd28a1e20f15c0fcbfa8a69a5c97a8210545aca0b7bd5e7e05"
}
