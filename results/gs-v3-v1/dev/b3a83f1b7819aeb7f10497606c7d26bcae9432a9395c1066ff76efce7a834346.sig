{
  "algorithm": "ed25519",
  "content_sha256": "e997966cf65ca571a82264dc59707df7fd05537185096bcb98ed618a7ec05112",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b3a83f1b7819aeb7f10497606c7d26bcae9432a9395c1066ff76efce7a834346",
  "schema": "gridshift.signature/1",
  "signature": "930331e477a9c85cd44e3ec2371ead08f6ef0eb0d8b84d58b6cfec5de1d806840c7ff1d6f46209f93803a261f116776c7f66ed834bab76752e29e6656d2ba80d"
}
