{
  "algorithm": "ed25519",
  "content_sha256": "1f52cb9e5037a4fdbd4f8a8cc8010e04cda102b6922675c0d4d20a8558ed23cd",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "261da17881892abb146c517a5961b07be432a80937d9be2acf3fa515a93a64ce",
  "schema": "gridshift.signature/1",
  "signature": "5a06648dcd2b024c50ea20c0f5b2e4c6645bc0b4d59df01710144075fa02ac544c6055701f27d482371a40708228ffb4b1e5b4de6773510b23860fe0d191ce0e"
}
