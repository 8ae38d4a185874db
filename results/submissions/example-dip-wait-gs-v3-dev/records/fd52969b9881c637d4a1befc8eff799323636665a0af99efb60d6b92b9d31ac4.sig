{
  "algorithm": "ed25519",
  "content_sha256": "05b5459a5c63483986fcbce5a75c962ef954312b17de78490ed1bc25cfdffc19",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "fd52969b9881c637d4a1befc8eff799323636665a0af99efb60d6b92b9d31ac4",
  "schema": "gridshift.signature/1",
  "signature": "31f119d0d7ff1c6fb17ef370f807bdcf7a1d640bf826976984cbca09ab153f3c685a92ef6d48b24ca81b2eb0db7e67891705b94ec3f081c635c963e69ebf5b02"
}
