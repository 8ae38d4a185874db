{
  "algorithm": "ed25519",
  "content_sha256": "494ec4902c3e6dfd4ce0b14fe99a3fd2bca12649d055da406b9ea62e8bcc61e2",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "cc514c53e73f875ee83d45517aaa9a60b08aeb6c4340d4a768958f2980d38a61",
  "schema": "gridshift.signature/1",
  "signature": "c937b2c08ee8f372b33f2dd52d09efb0b82cc768756235d8e9f84cbdcefc9bfd14e8070f82851441add310e0bfb46f1e7ee168b55460ce9818241926d3261f06"
}
