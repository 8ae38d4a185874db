{
  "algorithm": "ed25519",
  "content_sha256": "60a09bab41ba167be8fe54b020f327cdc464c696e6dea50b175c05bdebc230fc",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "88d238a61eb73fff52105af29f77b1cebb2dc4fbe509047aa45a7e898d1e33c4",
  "schema": "gridshift.signature/1",
  "signature": "2a72b01aeadd6e89ba306e54251339ac8d7f0fbe83391701995a5d823a1b2b587d35761a3f165715c61d09adfbe2a815b3e61badcfcf8653a29145599f4da00d"
}
