{
  "algorithm": "ed25519",
  "content_sha256": "2142c8cb725bc7efc46bc2bfcff8ac21336308ecde583e6e46a860b356cdec7f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ceabb0a3a894fae448d5639918af91ed58a620a353f52df7c5620d93109c470e",
  "schema": "gridshift.signature/1",
  "signature": "dc48e56e5c29ca33e41cd9c2f51b71f68ca505a80d731066392dd2ea8759dc8b2cbc851e32122dcdc5905a5609de1410287305aab72f09ded94a6d6317c80800"
}
