{
  "algorithm": "ed25519",
  "content_sha256": "c14d5732ebb4827a66cd56e95913c9f548d10b431697b018af75aa1fe52f000c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7ed6b96b7a98ffb5acdbcfeac43b7942b1112dfa4a93a1a458c74553d997a2ba",
  "schema": "gridshift.signature/1",
  "signature": "257f0382592ee34784535970bb4bf55cd082926881b7dfc6cd5c4daa4cfc5d0e83ed63878902c8ce457fe0ecece37195f5df2d76f6cfd46ec27e60cabf2f580b"
}
