{
  "algorithm": "ed25519",
  "content_sha256": "13d884653e7a3fe0ed060208102e84fea9bc83ac390c0a20b880f9335f9ab44e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "22e5aeb4aedd0ee2e3f3042893ad9c5fd4d203da125f1c6a8d835b0cdfd56931",
  "schema": "gridshift.signature/1",
  "signature": "563c67baeb778904ddd7f63fa467b36699bae84945adf0d9f2d40d344c17b7e05b0397e0d7dddcc49d262f1ea709614b9273a5f99470bcccaefb410c5b783100"
}
