{
  "algorithm": "ed25519",
  "content_sha256": "c081dd4614c5bf49283b762daf2ad0ce4714c1985c0f6c95ddedac1bcb33c710",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1da59150bb168d73fcb91800fd0b2e97331433f3e8b9907127cae7b97ba0e4f8",
  "schema": "gridshift.signature/1",
  "signature": "0d01b1a9a4c67b0eb40b25bfe7cf01785c5bc932e528c0d7c2b3f1f3e895d496372516bb1eef709c829862c30a7621f2198bf91f4699fe74169ca4e470356708"
}
