{
  "algorithm": "ed25519",
  "content_sha256": "28adb7e6819ee5b19a35fce8f5e029478762764ddd7f0907dabf1bf3f1c975c5",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "da2dc1547cebeed0ddc4ed3bce965360be8d3b8320e46e9fc7021efa9c0602cf",
  "schema": "gridshift.signature/1",
  "signature": "ff00ee28f5ec5321fd7c2f3dd56d35d9aa8f1927a6ba3c6eee0418da40c9eb915ba96f8e506dbb400dd2627a6f8639c600bf2066cc98c6c5f66db4cd63dc0b01"
}
