{
  "algorithm": "ed25519",
  "content_sha256": "376864a46f0eef86a71133809fac84044de21d2a2d771282da033beed5f4f25c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "afda17917e460dfa1d2dae426f866760811fed6d7ead0f13edc26653ff08f96d",
  "schema": "gridshift.signature/1",
  "signature": "a1a35d0f1be12391f02c96289c76818aa0ed2f771907fd1fa7db28d7d8e71318c8b487718b014ff75079a3482ed0b19a700da3640f18f257ddd2ec9dee541904"
}
