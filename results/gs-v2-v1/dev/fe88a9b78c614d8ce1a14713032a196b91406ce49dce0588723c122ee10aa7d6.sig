{
  "algorithm": "ed25519",
  "content_sha256": "c140d21ff47b3bf93f0964e9fd06ef3a01b14f1222307036773fa9cd615eccae",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "fe88a9b78c614d8ce1a14713032a196b91406ce49dce0588723c122ee10aa7d6",
  "schema": "gridshift.signature/1",
  "signature": "cc82d5bef16414d4c8e8021f2bebb48771928e5fd6d7373fd60e41e8d01152a48934987b66abf61f5475315144cfe6b9fb17245c052139821655d8de8c1cf103"
}
