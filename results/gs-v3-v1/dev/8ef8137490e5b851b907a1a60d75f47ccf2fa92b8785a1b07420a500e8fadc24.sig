{
  "algorithm": "ed25519",
  "content_sha256": "043423ca9bfde2a3c88e622c57d0d72396ed53bba917b41ee51cb279a11c516d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8ef8137490e5b851b907a1a60d75f47ccf2fa92b8785a1b07420a500e8fadc24",
  "schema": "gridshift.signature/1",
  "signature": "7e60b2ed1d9b054bb0bdd98dff20e33d2a8d8867573f26d29a800aa8a8f6374cfefd1778ef9ce7549693b3cfd6ff3493892f66be9ed1a1627430f44523625e09"
}
