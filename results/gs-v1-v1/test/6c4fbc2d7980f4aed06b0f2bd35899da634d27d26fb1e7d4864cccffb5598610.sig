{
  "algorithm": "ed25519",
  "content_sha256": "66a68c4e48ac021478a6f80d7c388cb95bb4801744150bb56f84c00f27be16c7",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6c4fbc2d7980f4aed06b0f2bd35899da634d27d26fb1e7d4864cccffb5598610",
  "schema": "gridshift.signature/1",
  "signature": "0654e348f7f98a70bce4cfc4f3405a4996ed6645907cd95ff3df41ca8a1b8a6d7149dc422cfa1e38c0ebfe16571fef6aac912285ed25c44d2b014e44bce54c09"
}
