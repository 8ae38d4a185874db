{
  "algorithm": "ed25519",
  "content_sha256": "935d523cd76bbef8cbfb35f7a09291749f910a6e36e5db9196da4cb2c1bf1c87",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6107803723277312bdf31ddaca26149f5f5a835319e29b43b6b30e16500596a5",
  "schema": "gridshift.signature/1",
  "signature": "7b2fecde079cc6af518e9100d093ed97a96dcac9773c1fc5c071a58c846aefa3c73d8c5a70f88739b8750fcfd5aecc11625683133207d838702171d12b37a10a"
}
