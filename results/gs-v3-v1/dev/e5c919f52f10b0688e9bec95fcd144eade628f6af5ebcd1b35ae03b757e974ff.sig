{
  "algorithm": "ed25519",
  "content_sha256": "59cd899873b580acb82876bc8c6d08a05d537b5cd5fef048ea78ea591c803e77",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e5c919f52f10b0688e9bec95fcd144eade628f6af5ebcd1b35ae03b757e974ff",
  "schema": "gridshift.signature/1",
  "signature": "e1d9a36ac664c9770d6ce68d1b00a3eba2cba7f24e67cb8cf143a9f300b37f754b86d3f3f5697692dea0a78735b28128c52546672ca18088169b21f129fada0e"
}
