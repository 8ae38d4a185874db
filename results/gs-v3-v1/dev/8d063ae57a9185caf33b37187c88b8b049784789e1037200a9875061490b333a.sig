{
  "algorithm": "ed25519",
  "content_sha256": "9599cc4cfe0e817cec5cd3e14572111b635bbf22b2ef6ee2789f87f59684ea73",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8d063ae57a9185caf33b37187c88b8b049784789e1037200a9875061490b333a",
  "schema": "gridshift.signature/1",
  "signature": "2bdee25fb630b00cfc515088a0095ff84c59c89ccd6bd8f04afd6b59a093a309bcd6cbebf010e0a75fc30788738b6781da503316f235e85efb4baafb91f24006"
}
