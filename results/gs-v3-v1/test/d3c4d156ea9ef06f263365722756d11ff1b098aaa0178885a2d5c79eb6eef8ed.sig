{
  "algorithm": "ed25519",
  "content_sha256": "22a604395c3dcd0989d3cece08c7bfd6cb427742c1166e08973d8ac72ffebff3",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d3c4d156ea9ef06f263365722756d11ff1b098aaa0178885a2d5c79eb6eef8ed",
  "schema": "gridshift.signature/1",
  "signature": "2feefc5aa79cf39f8145ac216e8e847d7dd44c6aaa646743416092aa4f81078ae3dd797dbac77a5de4dc2be518edf6039beb53b2ce82e2187478012d6c06890e"
}
