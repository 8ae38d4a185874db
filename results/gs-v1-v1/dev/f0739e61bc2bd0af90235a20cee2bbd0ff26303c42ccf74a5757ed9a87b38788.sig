{
  "algorithm": "ed25519",
  "content_sha256": "4a76d9db0820d71855478f3be46df8ac7f2552c2f62905e565e6e229608a0bb3",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f0739e61bc2bd0af90235a20cee2bbd0ff26303c42ccf74a5757ed9a87b38788",
  "schema": "gridshift.signature/1",
  "signature": "3959fd8609860832e211a89159632402e823974299e520196390af82dc2dfe45052243f1b115cb9d7dd1f30edf0262ef39cc280bfcf81ef1dff848afcfef3808"
}
