{
  "algorithm": "ed25519",
  "content_sha256": "0cc23bfc5650c4f885ade227eea770deffb204c99892fa148b76b33a2043d561",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7216991d89d4eb7e19c08c9c212335f3cb68cc364e9f6bfbf013b675dcee7f33",
  "schema": "gridshift.signature/1",
  "signature": "ad2f402356b854fe613a6d182040a4cd896b617f793db8fad23d9a2f697b02912b9f47d950d7e19bcc44980f3cc8cece3f60a966d7cd7b3ebb215ac6eefdfc08"
}
