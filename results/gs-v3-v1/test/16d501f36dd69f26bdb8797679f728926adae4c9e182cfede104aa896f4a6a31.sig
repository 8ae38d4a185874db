{
  "algorithm": "ed25519",
  "content_sha256": "357021d41ec8f6221577adf0d151113d805a00cb00f8f2b7d4a72b768d999bc9",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "16d501f36dd69f26bdb8797679f728926adae4c9e182cfede104aa896f4a6a31",
  "schema": "gridshift.signature/1",
  "signature": "2b7e334055896639883271ee8d2bd39c318fd7db7e5210cdc44b1afb479551f835897403cd4397ead0d4bbb55a9da82a0834c201db5d26c85b1cdb17a547280e"
}
