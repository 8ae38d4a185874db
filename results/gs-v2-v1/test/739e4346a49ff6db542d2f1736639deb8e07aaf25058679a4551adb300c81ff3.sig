{
  "algorithm": "ed25519",
  "content_sha256": "05456cefdebff96a98ee1ead63c312f07f5cab8c7e61154259cdefaaa140ffd8",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "739e4346a49ff6db542d2f1736639deb8e07aaf25058679a4551adb300c81ff3",
  "schema": "gridshift.signature/1",
  "signature": "f294d8c60a7467365281396cf6fc6a45bad539c5fbd2c2cd8682337d2200ef6e38299775ad93e92890f6357b42a543cfaeccf36efb33cfde765f7f8b45e61309"
}
