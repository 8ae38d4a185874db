{
  "algorithm": "ed25519",
  "content_sha256": "118df4e0d6d70728cda5d6850ab37610dc01c07e7fab400a56082002097dc656",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e396b47d4e23d1fd31528568085aab5b05d87f24fff5f88fc3b56305d04f285b",
  "schema": "gridshift.signature/1",
  "signature": "3a1f5c94c8882ee8382e0ed7d0f03f6fd68f61b62ed50bc0b0a54586d9f11cabb4164f296af00799bb90d12482cd38996ddd82524051ee1fce92339b4a0def05"
}
