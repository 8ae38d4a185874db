{
  "algorithm": "ed25519",
  "content_sha256": "c1f0d16c54b2e699956104da4aaeb06ffd1b7962a6a8427f889f553006854964",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "be8df32e57be8cbe26879baefde529e4d05582b54d8de355499d0f40f293707c",
  "schema": "gridshift.signature/1",
  "signature": "70d8e7eda6a9cfab667a3a2fdf0e2fc724939f7a2819864462ade2b0dba8ebc7483c113bafa4438297990b88c331a097a82eda8d8dedaf1a5b83343fbcb16701"
}
