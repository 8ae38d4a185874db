{
  "algorithm": "ed25519",
  "content_sha256": "614934cf1b069b9ff064b3621d79b6f39eefce83315d828bd1f701b4445f08cb",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9dca9687b4101965a216cc3b5a538b86186ff8bed2ba47dd07915a40d88e1ce9",
  "schema": "gridshift.signature/1",
  "signature": "73a53e7fc2770611a4193c83635d14c18a8624835c473a3e6e6d08730bf34c6c707d3f615ea20cb458c5ec4744fe4c74b7ad1f1d5eba8fc727cb5c74d8db2706"
}
