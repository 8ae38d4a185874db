{
  "algorithm": "ed25519",
  "content_sha256": "bbf22efa624a551ee1225be52e7811f066c418cb5e3ebdec3f212926f4d690df",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "094a29156ae089c41cf07a55964013223fb02e8271276a7e1e14857e9b8de0c8",
  "schema": "gridshift.signature/1",
  "signature": "b7986159c2cadabfebb4482b29b6f0f438c52762641d5d306d46c23cfbf57a84c5991289dcb6f13270c8db2f92407c863ab747644a30d5d460b75fd09a31ad04"
}
