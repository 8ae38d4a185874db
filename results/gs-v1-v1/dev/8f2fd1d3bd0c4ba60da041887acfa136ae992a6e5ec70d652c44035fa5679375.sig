{
  "algorithm": "ed25519",
  "content_sha256": "337948883898940e55b6623c0d5db80a16e40b67bcdad3cc1edaec29d2f17c73",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8f2fd1d3bd0c4ba60da041887acfa136ae992a6e5ec70d652c44035fa5679375",
  "schema": "gridshift.signature/1",
  "signature": "203f8eba67524bd6280f31d05cfa656dc0cab4e8ef7aee42136129a9ffd907a23eff5a230a957bf53ac9216ccb408e2b7e475130ed452dc9c342084f3c962303"
}
