{
  "algorithm": "ed25519",
  "content_sha256": "b1c814b1a1a1060fdf0dbe3f2c05f5237dd094f5df7a1c1bad2b28681ff6dda3",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3707df5f987dfe547977ad422fdcc5ba824d9ff01da8b3fddb8c27a7991937dd",
  "schema": "gridshift.signature/1",
  "signature": "2f7a86f3a136d565b703f7b9a75c4a495fa91a924473f4484b1a1082f6d4156b01401b5ece625046cd3bfbe19b9dbf615c6a57dc57c27b4c421726abf980ed05"
}
