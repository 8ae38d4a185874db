{
  "algorithm": "ed25519",
  "content_sha256": "cdd213ef7d83c35b1bf3da896edaff13e1567aec7c80d9e7787e520912ea25ae",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "66d62e9a8191ff1da33292bdf8bf9375ba46f6aecb6aa6274d2f5558d06e6236",
  "schema": "gridshift.signature/1",
  "signature": "12e0f20ea3f4e7717f28978ba366194604de9b1bd694b599e06634621230faee578c1285749346c7729a0ec8a7b4d83fdb6ae965b0e04956079b95943d15f809"
}
