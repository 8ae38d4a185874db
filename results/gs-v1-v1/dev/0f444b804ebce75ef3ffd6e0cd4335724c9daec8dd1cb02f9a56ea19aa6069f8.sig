{
  "algorithm": "ed25519",
  "content_sha256": "e3db84a5d059aa979c6b4fbfd3e1ebd58471b16b10812bd72d6967132d4f69fa",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0f444b804ebce75ef3ffd6e0cd4335724c9daec8dd1cb02f9a56ea19aa6069f8",
  "schema": "gridshift.signature/1",
  "signature": "ff94ad5f22ac049c5579b58665ffb2089d989f40a5f9982e549682a9ce2b557299305a31366782de5d8fb732b1cf31cfab8eadf2cd5371d38dbe7898c86dd90c"
}
