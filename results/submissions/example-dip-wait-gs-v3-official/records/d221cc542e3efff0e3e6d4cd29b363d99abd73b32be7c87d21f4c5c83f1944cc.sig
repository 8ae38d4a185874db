{
  "algorithm": "ed25519",
  "content_sha256": "6f0b4eed001ae6eb5c5704dd7bc6f34467359132cb5e8d9266a8e228683c5514",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d221cc542e3efff0e3e6d4cd29b363d99abd73b32be7c87d21f4c5c83f1944cc",
  "schema": "gridshift.signature/1",
  "signature": "8ec05be5fca880a338f5b55216d17929aae719ff70a66321b15b15a52881f95eac3a5970c9c203b1fd9fe0dc78ca203e98651c6122187428475716819f75030f"
}
