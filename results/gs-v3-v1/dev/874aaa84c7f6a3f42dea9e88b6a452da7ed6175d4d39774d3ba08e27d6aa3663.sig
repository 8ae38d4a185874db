{
  "algorithm": "ed25519",
  "content_sha256": "ec23d82ab3b55a94c021f4b237accade76a17ce784ccd1ad757c82f54abe3077",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "874aaa84c7f6a3f42dea9e88b6a452da7ed6175d4d39774d3ba08e27d6aa3663",
  "schema": "gridshift.signature/1",
  "signature": "f84240bedb6396eb9176e3d2650de1b614f2f8d69bdfaa8c140f4791f4b3b2627d70dd175075892e882ce80de6b881059b8cb19e0ce2875c77370d5dbb6ead08"
}
