{
  "algorithm": "ed25519",
  "content_sha256": "e32e99dfd792d087760c127dc958fb744f0a25f6c44da5d985414d2c7fa500c0",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e9ed014f1bf3f0559815957889a94fd83973528837687e62f3afa10e850bb4bc",
  "schema": "gridshift.signature/1",
  "signature": "eb0431fbb18d5e2c7abeedc58851ba7d635301937929dc0bf5f1a581ad058a004076063a9b85be43cfc661a66f15bde80d64e95e23b41a355c9ec573e806b700"
}
