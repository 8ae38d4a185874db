{
  "algorithm": "ed25519",
  "content_sha256": "5ce40ae5e7fafbfc5591d76d5b51ef55e079d56bdc9d9d502270a0f59cb55873",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "cedaccb7e6d4f31b57c8b3665feb5270cb47d696d2b8f012e1c274f47f022578",
  "schema": "gridshift.signature/1",
  "signature": "e451c079048748853a95e18db487f05985c9a409b75b379401fe9a75c4ff03ce0454fc9cbfaeea372122547828448caf40a013ed65447bd1f1aed212b76f450e"
}
