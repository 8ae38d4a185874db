{
  "algorithm": "ed25519",
  "content_sha256": "1e27d91944f6200068407bdf280900184b2516ea436a487bb48a8263480f7c9d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "11a51cd087c8c50a9096f5c51040a8a0c97e0baccb5f54d8f8a5502ba6ed5c6f",
  "schema": "gridshift.signature/1",
  "signature": "2002d9bdaf077893cfeabe47a7ba446d6c957446232409edafb84f1ae11843c8a8312a37d1476507d1104baeecea286f7b1fa86a57d415113c404169effecc0d"
}
