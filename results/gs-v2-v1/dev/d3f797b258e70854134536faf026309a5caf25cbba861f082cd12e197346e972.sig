{
  "algorithm": "ed25519",
  "content_sha256": "21db2b91fe6c98db05e3241fa57f1b65e971ba7b5205b02975aa64b5b60a3bc9",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d3f797b258e70854134536faf026309a5caf25cbba861f082cd12e197346e972",
  "schema": "gridshift.signature/1",
  "signature": "ed5e2e1e3729b5b712b1cf1d4dd90ec6597a2e42c7cfb47fda8977cb2e30c4b4f0b93e25faf0dca1ff8213fc41351fee2bb8df014bdf3cdc70147a39a07d1602"
}
