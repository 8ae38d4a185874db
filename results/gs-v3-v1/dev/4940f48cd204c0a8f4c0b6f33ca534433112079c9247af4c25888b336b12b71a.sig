{
  "algorithm": "ed25519",
  "content_sha256": "375643f239fe2e2e6214674ae17d83a1bba3c36da1d7a464c82f8f121ad30263",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4940f48cd204c0a8f4c0b6f33ca534433112079c9247af4c25888b336b12b71a",
  "schema": "gridshift.signature/1",
  "signature": "1bc1046dc7abec7fc7228d943b7abeb23bc78badeadf6baf1025f3bcddd49b1900065c54939be1485e9f78520371cdf543572a1be531b959291a789212f8f70c"
}
