{
  "algorithm": "ed25519",
  "content_sha256": "70845b4b41e7408acdce613f286118c21c898e443d29dd0b69e431ef313c3118",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c29c24d5b732e7c7e2324db47153f50aef95f63851924f046a81562819b784b5",
  "schema": "gridshift.signature/1",
  "signature": "bd5c7dd72c3880cda45afea2b90d04dd46d0cf7d4c07cf608e93130e7dc9a58e743a9d8cf7a9860c0cb7ccbf03e73e875526cdba57ca70342dc7096dba07e70f"
}
