{
  "algorithm": "ed25519",
  "content_sha256": "70c0b4235b268c07961408c5b7bee61445890a7bfebd382bb9e5aaa31e14f1b9",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "5b275cfcd0b39a8cde9bec9cf82b4b1b031adb459bb8f03cc9751dce834eadf1",
  "schema": "gridshift.signature/1",
  "signature": "c8b65eed753808e93e85b447770cbbe625de5c3cdb0554239feaca2583318be9ca5d81bfee5e2364dde6bd50e9b959c3fd8165375283870544cecf8aaeb0a60b"
}
