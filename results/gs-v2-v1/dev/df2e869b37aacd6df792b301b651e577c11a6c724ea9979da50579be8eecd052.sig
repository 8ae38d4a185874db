{
  "algorithm": "ed25519",
  "content_sha256": "542f7414e9726fe4c9c29f8ffc97e590a25cfa9727f50bfec3178116c50b2df5",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "df2e869b37aacd6df792b301b651e577c11a6c724ea9979da50579be8eecd052",
  "schema": "gridshift.signature/1",
  "signature": "f798660a6166c41d5d0058af76c9cf7c6f9c1442eb11e128e7f44413934273cbc1eddb5f32527cae88efbd2b8463b2b848fefb735bbc4bebbb23d060fd05c707"
}
