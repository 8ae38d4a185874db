{
  "algorithm": "ed25519",
  "content_sha256": "2631c989adc434d8a1bcae69828ce1a46f667b2116ad9b9f379079539ca70598",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "60cc04916ef6e7c967ed2b584c9772dd1b69986753314e3b131668df5d5df668",
  "schema": "gridshift.signature/1",
  "signature": "35afd427bb58f24f088ef7e49ce77467d89abcf9bc90f85cf4aceec475b5bb670f2b0e50ae37ea17039f240536e676f95a7dceda3fd5357623b7700b7470a705"
}
