{
  "algorithm": "ed25519",
  "content_sha256": "9fcbf4d809ba6e8d64c9d2f4b221d86295381b50fd027c4f77007c0e4717bab7",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b5bca6e29f5ab17d703336fd4dc804b6704093abfef84902cf0e5b4a57026b43",
  "schema": "gridshift.signature/1",
  "signature": "b2661f80f53cfb5005b47e875993200b8347413adb47f94368a4a0458ccba7844a42693eaa259ee4f00505ad2f69e3ff2f2292f1f7203bb67815551fe5481d02"
}
