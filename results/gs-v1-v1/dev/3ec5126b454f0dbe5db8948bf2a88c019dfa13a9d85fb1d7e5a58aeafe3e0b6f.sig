{
  "algorithm": "ed25519",
  "content_sha256": "ce602a8e6377bbc4506c4fe871a9d4d450768e7f12239f6e7ae56a88946da6ff",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3ec5126b454f0dbe5db8948bf2a88c019dfa13a9d85fb1d7e5a58aeafe3e0b6f",
  "schema": "gridshift.signature/1",
  "signature": "eaaeaeb70ee51627dd45f671342d846780d0541b46c3ee1c43531c7c869e278fc03d1d63b2a9d5e7d17efb9f5bb9b434c77946aa682a5fecee3ee9d360fea907"
}
