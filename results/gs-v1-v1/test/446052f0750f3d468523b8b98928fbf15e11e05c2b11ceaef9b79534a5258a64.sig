{
  "algorithm": "ed25519",
  "content_sha256": "9bc9a07f582cc8b3a3df6463405eef9176b9953f7f1b0a8fc18be02432de6e6e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "446052f0750f3d468523b8b98928fbf15e11e05c2b11ceaef9b79534a5258a64",
  "schema": "gridshift.signature/1",
  "signature": "faabfcf072779481f4eb2314e6e380a2e3e0596131a6f727c694079a5a6bb0a88a693bd5c74faa0f8663c598ef1c8c4873dc1f7b4c2eca55ef745e52a2d0d407"
}
