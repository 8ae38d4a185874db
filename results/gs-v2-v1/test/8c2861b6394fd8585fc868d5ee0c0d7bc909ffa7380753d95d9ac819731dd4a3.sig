{
  "algorithm": "ed25519",
  "content_sha256": "653c9da3f4ed571d63386ef2f248b1f120fff3a829485a9241c602ecd30e1479",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8c2861b6394fd8585fc868d5ee0c0d7bc909ffa7380753d95d9ac819731dd4a3",
  "schema": "gridshift.signature/1",
  "signature": "e77f03d5c442e34f3a955de530cf11c71ba1fc53f52473fb5c8f59bee24e1ad327832094a30293ab621543e8bddd3ed0ec933019f56195fdfee7fb894d547f05"
}
