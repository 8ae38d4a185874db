{
  "algorithm": "ed25519",
  "content_sha256": "daa3d95d3b0cb84123aa48d5f11c4138c1a2e3f822c9465cc5d5301f236a97c7",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "94d11e8ef152350fe6f1fe9d916a1f1ab68c7a1c9f09b6e33df7b23e81fd44b8",
  "schema": "gridshift.signature/1",
  "signature": "4e45b84a5cc69a121786a35a7f93d8db7bbd8a1ddceebe2dce62c1bd74de0404bcd894279334f23314eeefe3ab4622efdf727b6d142595a2d1168fba67088205"
}
