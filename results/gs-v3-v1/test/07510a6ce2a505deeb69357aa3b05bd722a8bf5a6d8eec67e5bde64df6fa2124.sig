{
  "algorithm": "ed25519",
  "content_sha256": "d2992add17a455142da48c7cdb38403b77d47a2a0924dc464e9549c219a6c62d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "07510a6ce2a505deeb69357aa3b05bd722a8bf5a6d8eec67e5bde64df6fa2124",
  "schema": "gridshift.signature/1",
  "signature": "4cf906dbb44d00dcafd998cf924c1001323e8623a8acc42078f68ce10ab31f9030906388b865ea325ad8eef233fa3b48b6f9ba920d4b95f3b3a694d464b3ca08"
}
