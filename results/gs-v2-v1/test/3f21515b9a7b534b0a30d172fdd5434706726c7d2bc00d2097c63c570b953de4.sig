{
  "algorithm": "ed25519",
  "content_sha256": "27e69f9b1587b6343ab90a8eaaffc552bd6cbfded6fbaa9614a5bfafeac0475b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3f21515b9a7b534b0a30d172fdd5434706726c7d2bc00d2097c63c570b953de4",
  "schema": "gridshift.signature/1",
  "signature": "74f672e58ea13b35f3419b7c38852dc26653f2baff0e1c0b8aa0123bd2e578d210347a90cd82aeee09aff97507fd8e9832f36b86c7a519f5046684ebecbc310e"
}
