{
  "algorithm": "ed25519",
  "content_sha256": "3f7c99e7f36ca0d366bda09d3fabef08095151e48f1596adea73b6288b066219",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0adb70562afc656d5fed23545526cf89c9db5c72f0af1069d67ba9235a15e84a",
  "schema": "gridshift.signature/1",
  "signature": "f63a93562a128c52b53fb367c51fbc244c253294b7d3477f7677b36737c229e2392f186524da29c0349cc4500228b3d3b2d055fbddaca2b1bd184cfce0887c06"
}
