{
  "algorithm": "ed25519",
  "content_sha256": "8ffa27cf1bb09a6eb8178cbdcd0d7cf85a3aef27e6d962a1132f49089f2a4fe4",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8a766aeebcd718a3ddd03df255565ba37e7a4e9b9a78e6ea462f579683719ee1",
  "schema": "gridshift.signature/1",
  "signature": "785979d34d573f688dbe688dfba4ecec9652e3ccd421288ee192b9785124e5e528e85a479d29ba40289a95066d5af3b6f40bdfca600e19091ed30c88e133880b"
}
