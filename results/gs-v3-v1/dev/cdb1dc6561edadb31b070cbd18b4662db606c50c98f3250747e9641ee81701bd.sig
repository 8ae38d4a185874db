{
  "algorithm": "ed25519",
  "content_sha256": "600cdcf94375447c04843cb8a7b57a37a932047705fae3a5de940c3e55f2a74d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "cdb1dc6561edadb31b070cbd18b4662db606c50c98f3250747e9641ee81701bd",
  "schema": "gridshift.signature/1",
  "signature": "ae3dd2be7ced20b8cb414d4dc31d415af70b6e699c54c39cd979a0560200e4fe41b1859b6a129204a7a17a8a79451aac3d55de12213bd844032d4659e7c29608"
}
