{
  "algorithm": "ed25519",
  "content_sha256": "635ba0e28e54a08fa84d60129429f0beeac31d767728589c7234faad101b4376",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ee2bfdc7c28d4c68590f4a20584e89bc5eb38028865b376de6fc21e9e2a6f842",
  "schema": "gridshift.signature/1",
  "signature": "7275d5e5a7700129e3bed1e231e1de76af59e1ae02859a4bd8dab62d6cb1fad43f3f960408dc6bebc7c0195ef968c4ac7bbabc6b23e9b6f29b6c6090b6f37306"
}
