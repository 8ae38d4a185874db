{
  "algorithm": "ed25519",
  "content_sha256": "cd4e9e6c10c2e32ec5f68df5fa0dbda1bdf7205127395f366167b951267f3aa4",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "512461ebbc5b23bff3370f1b25fb5b5153792f40a0589cb8d7e0671c5d8b96ea",
  "schema": "gridshift.signature/1",
  "signature": "f07ab1dbc896e6b64f376144dd417bb95e114b028b705c0f9a8ac1b70a9b6da9e42ed20b39d82e245378014abab81acdd45ea198ee557036ad3c519af582b802"
}
