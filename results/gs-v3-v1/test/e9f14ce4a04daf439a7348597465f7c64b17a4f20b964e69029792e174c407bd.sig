{
  "algorithm": "ed25519",
  "content_sha256": "41d2281f7194ef6211d1d22f7cf2e1b4610ed37dfccd1c6fb4f26b2f6056e92c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e9f14ce4a04daf439a7348597465f7c64b17a4f20b964e69029792e174c407bd",
  "schema": "gridshift.signature/1",
  "signature": "15e8f768fb695888513d629db9c63ed6e913a5313675eaf5745275e4efadfaf03eea5858f1dd7d1385eb5c7f7d22722bee46874f4086fa6b9bd05f4a4c683902"
}
