{
  "algorithm": "ed25519",
  "content_sha256": "c4b73537a84e9008a950fb54c5ce197f33177136de5fc993f4be8c78f8a61832",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "929caa7e5a874ff7d17debf5f70e241c7e4120bf46b31678169d0eab4d242e88",
  "schema": "gridshift.signature/1",
  "signature": "8978cba2ba2a7f2dee709f8051ff1aaf0e405adfb01382744dcffd8257571b99e369712f63854b3a63710f49a2ba1c1916b0ca3653933cb7a6421d6f3bd23d02"
}
