{
  "algorithm": "ed25519",
  "content_sha256": "abfe4b54b6a4308175f68e0c5de34779a25450a7ae011a21bb1204aeb03518e9",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "02ea686022722831f271204d713a9341cd28a22436ca16d9cc8943f939c9cf3f",
  "schema": "gridshift.signature/1",
  "signature": "595e7f622733e0af60bc90ae6c70d43e0602aaa106fcb9a3d85da15ee65762f23bc24cf5888c59b5f2f4e22f5536a1c574ec931e62b5a9091aab9fa742643d0b"
}
