{
  "algorithm": "ed25519",
  "content_sha256": "ee9cf5a292df6a8899e08b25511586dbe7cf2ee5f2e4e36330d08dceda79fb2d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "fc20453bae8103e8f3c9166c2f337fbe0c652f2c16fb46061f0807ecc9a61045",
  "schema": "gridshift.signature/1",
  "signature": "ff454f2d06dee86e48922c15077de9210fd8bd02c192b1ccc7c61a5a4d5daf05149377bc86c173f5466990fbbfe135159b4c3859cc8902b4524791dfaf47dc08"
}
