{
  "algorithm": "ed25519",
  "content_sha256": "f1157f5bdc4abe5999eb356459d1edcb5162ec1ea78397a989401bb2ba3562e5",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6ba1c624649f1287b8df30e9abd34dc2bad14310e38cbffae142af64a3f3a48e",
  "schema": "gridshift.signature/1",
  "signature": "84273c87795c3e43b3a65b50881dc90919af50ae4b8df4cfdca1a9e28881fa9e1276f6a1149865168c555c937ed2cbd728f5d6f7f0d77d1343e3668058b16804"
}
