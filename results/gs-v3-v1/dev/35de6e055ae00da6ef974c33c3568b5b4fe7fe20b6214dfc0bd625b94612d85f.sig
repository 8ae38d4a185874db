{
  "algorithm": "ed25519",
  "content_sha256": "b3f4e6ed488fcc997d179071d5714a2bfa9ac131acff8861c579fbf1fede713e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "35de6e055ae00da6ef974c33c3568b5b4fe7fe20b6214dfc0bd625b94612d85f",
  "schema": "gridshift.signature/1",
  "signature": "ed517949975288fdbc1e8cf92ec864671ae99a79e7dcfada3986ba5434971ea47e95ccd7f5b63faadf35a2f97307a80fb483336b01eb6f629d59131747230c0c"
}
