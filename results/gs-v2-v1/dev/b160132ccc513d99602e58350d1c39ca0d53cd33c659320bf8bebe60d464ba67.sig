{
  "algorithm": "ed25519",
  "content_sha256": "fb56cb72b190fdd8e8db34e91eb677f33f1bf7dee361d824905c7933e14cdaac",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b160132ccc513d99602e58350d1c39ca0d53cd33c659320bf8bebe60d464ba67",
  "schema": "gridshift.signature/1",
  "signature": "3e9d11574c0284c991365ab3e76d8f8f42fc87743ea6f3c8e9250bb488b80956bf07d95795391dee4bca43b9c214bf2d059c93cd954cab1400a6ecff306ed603"
}
