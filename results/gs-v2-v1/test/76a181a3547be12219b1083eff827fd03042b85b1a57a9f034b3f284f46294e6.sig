{
  "algorithm": "ed25519",
  "content_sha256": "a61b7f737d222cf7f08274ca20cfe1a9667812f5a61082c6b183abe76b228d18",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "76a181a3547be12219b1083eff827fd03042b85b1a57a9f034b3f284f46294e6",
  "schema": "gridshift.signature/1",
  "signature": "bac4de397f19d8f60b6043e8150fb92fae7a1e175e633a81b3c929c9c06817c7a1bd68f52c617fdfbf7e907e86ba1af501d62fe8a566330290d1d3f32048380c"
}
