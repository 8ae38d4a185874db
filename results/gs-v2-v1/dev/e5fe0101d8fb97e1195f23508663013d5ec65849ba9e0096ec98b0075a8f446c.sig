{
  "algorithm": "ed25519",
  "content_sha256": "ba9a3c4d2f58d273425dadd7345b920acb2e2bfd574d1d75728209cfa5a6ad67",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e5fe0101d8fb97e1195f23508663013d5ec65849ba9e0096ec98b0075a8f446c",
  "schema": "gridshift.signature/1",
  "signature": "8903383b22cf71736c301067f4d49cec265508554251d82947cfb7eb0f99fd21d5a76da48ea61b5785c308c7799aff5008ff62bc1b36d989db9bc44cbc1aaa04"
}
