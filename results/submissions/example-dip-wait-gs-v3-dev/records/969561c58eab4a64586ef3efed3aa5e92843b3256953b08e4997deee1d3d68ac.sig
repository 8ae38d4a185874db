{
  "algorithm": "ed25519",
  "content_sha256": "a0362f3a44b830f69f4a875cc32770f98df82e94bfdcf6d3645449a572ccb96f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "969561c58eab4a64586ef3efed3aa5e92843b3256953b08e4997deee1d3d68ac",
  "schema": "gridshift.signature/1",
  "signature": "824a0f6edc61102749223a2c63aef02f9a4fd323efe3e6990dbc38e4720342f9d09b6706884ac35bf66d7392540f8af2b7d63c34ed9aa4749ffe7b7e98870905"
}
