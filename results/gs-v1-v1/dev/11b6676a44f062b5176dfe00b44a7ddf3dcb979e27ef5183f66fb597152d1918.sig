{
  "algorithm": "ed25519",
  "content_sha256": "deefdab6774d545669ed3d04f5a280aa2457ca0b6e27204e94d563486cdc4d3d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "11b6676a44f062b5176dfe00b44a7ddf3dcb979e27ef5183f66fb597152d1918",
  "schema": "gridshift.signature/1",
  "signature": "673a7f39fa5d3d049a14cab1f767c5532c5a2dc9f5234dd9e268fe66c10023b56c4698c39c865fea4a510554d374f71af90ec3e948ab9fac55bb24e66740c009"
}
