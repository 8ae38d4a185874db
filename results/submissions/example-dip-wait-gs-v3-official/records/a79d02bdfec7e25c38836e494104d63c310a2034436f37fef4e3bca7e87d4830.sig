{
  "algorithm": "ed25519",
  "content_sha256": "c23b1976cafb0600e22b14f2a7061edeb8caf7632d353d843b83ace9ca91f248",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a79d02bdfec7e25c38836e494104d63c310a2034436f37fef4e3bca7e87d4830",
  "schema": "gridshift.signature/1",
  "signature": "5d390fdc170b49296af25ec6c98318965d8db776b38cf77a16b1e36e5208c4b01ddf8acd4b7de9cbb13aa203ac71d511644e3cee56196b5cd74cdb5fcdc7db08"
}
