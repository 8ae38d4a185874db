{
  "algorithm": "ed25519",
  "content_sha256": "96920a0acc58c0ce8b08da977ed4da3972645d3700b05f021dfb9ce6420a3846",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d3b80e39ef70c733a102fb96af064b1a09366b527cc63d9223250ef1f30574fc",
  "schema": "gridshift.signature/1",
  "signature": "06c7f11f7e628024457ee687e1522aebebf7779b573f2ce4343124156ccefed6affcf4d4b9a2e33a1ecd08967ed9d7093b8330b1ed5f2baf3a87903b361ddc0c"
}
