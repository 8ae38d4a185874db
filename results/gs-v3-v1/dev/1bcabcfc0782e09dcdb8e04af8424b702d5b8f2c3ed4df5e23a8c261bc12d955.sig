{
  "algorithm": "ed25519",
  "content_sha256": "a8c80e1b41e2952b56782cb1faf4f7e0a96ecad0a0da1cded0a9fb7f28e70d18",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1bcabcfc0782e09dcdb8e04af8424b702d5b8f2c3ed4df5e23a8c261bc12d955",
  "schema": "gridshift.signature/1",
  "signature": "4ee7668581acb44bcf2e527e2c7c7a7a03a6327331e2dc3d2c77a98caf186e1659148065d99e30b27d87427c7fff6ec571fabbc54d145f01a6456a4bc12ef901"
}
