{
  "algorithm": "ed25519",
  "content_sha256": "7c9b08988798a5fc018b564c5fd368fd0b4a007c96a308db91717b2cf54e025c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e9e328ef656f1ff3427df9406c1957cf43aac0b0e4c291c0f4d84923c41752df",
  "schema": "gridshift.signature/1",
  "signature": "239af5aa7c29b6049521b4ceafeb877a3fbe300c4c1a2a5a095687b9b78f307bd0d8c11428ab6037816fa5016f70e99f14a8be8f680d5e96da732167ee53950f"
}
