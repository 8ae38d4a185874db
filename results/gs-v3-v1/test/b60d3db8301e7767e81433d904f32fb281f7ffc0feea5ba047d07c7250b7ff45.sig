{
  "algorithm": "ed25519",
  "content_sha256": "4d0b5eac879fe992b6589b30a2867bea1b0118e527b75f6d966a2ff3169fcccc",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b60d3db8301e7767e81433d904f32fb281f7ffc0feea5ba047d07c7250b7ff45",
  "schema": "gridshift.signature/1",
  "signature": "168251360f7caf4f19449a38b5f938f4ea449deabb0684f938d3659aa7ab3c8a224a97db1a72a14c59df6f87ff27e1f11c54194d1d016ebda3adb1351751dc09"
}
