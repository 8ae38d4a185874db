{
  "algorithm": "ed25519",
  "content_sha256": "9a61cd7a009e1308050b87f65eb0dd5ca1ac674e6f3eddaa94a0c86f38839018",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "5f4313a0f26a4b7ae52657a1851678e715e7df832ed9dc33942ab8c411a064d3",
  "schema": "gridshift.signature/1",
  "signature": "0b69fe63969dc7ec1e43e6aa18b24e2787fecfe2d5161843cb87bf92346a5a411e2492a96e7ea4a0cc29fdc71e92afd4301bb77587c93d745c74fddc4b49820c"
}
