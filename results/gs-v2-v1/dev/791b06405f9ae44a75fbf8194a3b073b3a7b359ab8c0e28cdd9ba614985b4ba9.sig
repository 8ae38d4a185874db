{
  "algorithm": "ed25519",
  "content_sha256": "5de353223cd1d48b2cab2f6963a3dc02be6bc98f17f6cec751a0905df66ac0a7",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "791b06405f9ae44a75fbf8194a3b073b3a7b359ab8c0e28cdd9ba614985b4ba9",
  "schema": "gridshift.signature/1",
  "signature": "645365115889becaa69a071db373647e8e47d40ab899375942f7c06c13c453fe778774c2d7c181daf75bbfdba2e15a312c4798a0856cdb71c8ef9097956ca207"
}
