{
  "algorithm": "ed25519",
  "content_sha256": "d9c944ea4185233033b11a2896910859068398239d774280fdff9374cf1ffd58",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "297945eaa6df7f9f0c2b0d5bca5eed27d7776ee5d9ca8958cd3f7dcf938179dd",
  "schema": "gridshift.signature/1",
  "signature": "dfc95912ef4246cfb8448e59597fe15bc6c2a9e12f129aa1b56effee4498db838553e32252d09549db3dd972e4ffa97232ee046ed4fea8ea22d73c4a5f0b7800"
}
