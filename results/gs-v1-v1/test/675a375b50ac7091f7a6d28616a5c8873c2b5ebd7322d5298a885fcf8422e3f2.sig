{
  "algorithm": "ed25519",
  "content_sha256": "5b628a74530758641bcef97b900951aecd70ddcaf682d6c65aa959c39e07b2cb",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "675a375b50ac7091f7a6d28616a5c8873c2b5ebd7322d5298a885fcf8422e3f2",
  "schema": "gridshift.signature/1",
  "signature": "55e4ecffdb035d45d1a5152bf0d7bdf10bbb45f6978c217ebef502402daded17e5369b4eaf82c1b764a4cdfbf837734a5841a6269556adfb02d702397bb4f504"
}
