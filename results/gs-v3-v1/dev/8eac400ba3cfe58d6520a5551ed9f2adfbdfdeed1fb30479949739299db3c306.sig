{
  "algorithm": "ed25519",
  "content_sha256": "bc26a45ff41669eb7bbca714572d41bab37eddc16baf325128ebae03b3928e31",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8eac400ba3cfe58d6520a5551ed9f2adfbdfdeed1fb30479949739299db3c306",
  "schema": "gridshift.signature/1",
  "signature": "50b951f70732527988cff99174bdcc8fb6766e5796939fbb9d644727dce94c892997eccdd683396554c278998a1faf2c8332adf05bd2a28662eb7b6d541c160c"
}
