{
  "algorithm": "ed25519",
  "content_sha256": "9473a53673fda17948f30b150d7cddc94893b7b91da7196bf45f9a5597cfb308",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "2192f9a0453dfd68ac49ec4a04533b6b8e144c8b5518f8d1cf46d1bb5740e671",
  "schema": "gridshift.signature/1",
  "signature": "c0e6b1ddb91868934c5dc968e7700b922548b48d2a308ff111eda5fa5a55557185c5fa2ad707e1a2d0ba920aae77e26e633ff8790890b8589c983b55019f4f0e"
}
