{
  "algorithm": "ed25519",
  "content_sha256": "e099648aa8e6547caab5802510e942a3b04e3603397213d23d9a64aea12f1873",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "86cea39abbfa22a7093eafe73482faef3c32024847bb1d4f2fb96b4c67ae628d",
  "schema": "gridshift.signature/1",
  "signature": "b8f56e4294134bea638dd237a7a2b7c3c3fdfc23abfb34136bec1179cde1ba01c87f3a8be3e15894d540171520c2c39d315591ca32b5271be0b0789af2d3f307"
}
