{
  "algorithm": "ed25519",
  "content_sha256": "d44100200365b3cceea85a06739954b9192599996b0799bf6fc1d2c4d90182a1",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6d197fb69e140fa507161cd1a7d5b098194d233d2ab629aa55d95dc9bbcf7f91",
  "schema": "gridshift.signature/1",
  "signature": "9faf4379df0886c6f73f0e2bcda10a1c1ad7740bf5a8638d7762d7af3154ab5ef61561dc9a33c20b87db044ee54a65e469c9d3297ff27abf7bb904e09df96c04"
}
