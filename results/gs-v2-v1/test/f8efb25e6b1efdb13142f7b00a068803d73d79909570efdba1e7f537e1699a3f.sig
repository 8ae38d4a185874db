{
  "algorithm": "ed25519",
  "content_sha256": "94f76245a46811f8dcf24f8cb3f815bd84f4aee47e8ee43607fae88fae36dfe3",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f8efb25e6b1efdb13142f7b00a068803d73d79909570efdba1e7f537e1699a3f",
  "schema": "gridshift.signature/1",
  "signature": "e77c1abba2c78e5cb1de918b1a5ed1ef8d4089d07b0aa37b1c5ea27bb1304aaa9b368fd44ebd834c174a89666e57bb91059ea8e57862925af19e42a553402907"
}
