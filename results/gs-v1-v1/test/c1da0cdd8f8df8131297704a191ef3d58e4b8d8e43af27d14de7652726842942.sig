{
  "algorithm": "ed25519",
  "content_sha256": "dd8c079ae8df5319ab3a5a97b902f16a843ced899058fff29e3da6436ee2edd0",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c1da0cdd8f8df8131297704a191ef3d58e4b8d8e43af27d14de7652726842942",
  "schema": "gridshift.signature/1",
  "signature": "2145ea9495c2f0180c392f00803402d55879762449c780fafc90aa783efc057545b39239032caa77b57dd491fc16310104ab8d48d178be38afed34bdfbd65a0d"
}
