{
  "algorithm": "ed25519",
  "content_sha256": "1d9e04e3308cbdb3c407a28ab04bad1999fc7212a4a0c2f02a64d9f39a730611",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "5b155e63a57efabaada17e63037b37536a346087c360f50a893e4c3017980a19",
  "schema": "gridshift.signature/1",
  "signature": "bd578363281ddc2f2cfde18f932ac35f37c91235da8d1efc0fb165253fa2c33d183c75a92aa904bc658bb2f6b9eaac9cd9e65e6249ee0eb6ab7d9960dd551a0b"
}
